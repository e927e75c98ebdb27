// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '@/components/form/text-field';

function LoginLike({ onSubmit }: { onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(password);
      }}
    >
      <TextField
        label="Password"
        error={null}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit">Log in</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

async function hydrate(typed: string | null) {
  const submitted: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const app = <LoginLike onSubmit={(password) => submitted.push(password)} />;
  container.innerHTML = renderToString(app);
  const input = container.querySelector('input');
  if (!input) throw new Error('no input');
  if (typed !== null) input.value = typed;
  const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, app);
    await Promise.resolve();
  });
  await act(async () => {
    container.querySelector('button')?.click();
    await Promise.resolve();
  });
  return { input, submitted };
}

describe('a text field hydrated after the user typed', () => {
  it('submits what was typed before the app took over', async () => {
    const { input, submitted } = await hydrate('hunter22');
    expect(input.value).toBe('hunter22');
    expect(submitted).toEqual(['hunter22']);
  });

  it('changes nothing when nothing was typed', async () => {
    const { input, submitted } = await hydrate(null);
    expect(input.value).toBe('');
    expect(submitted).toEqual(['']);
  });
});
