// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runInlineScript } from '@/lib/test/run-inline-script';
import { BOOTING_ATTRIBUTE, markHydrated, preHydrationGuardScript } from './pre-hydration-guard';

function submitEvent(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('pre-hydration guard', () => {
  it('marks the page as booting and cancels native form submission until hydrated', () => {
    document.body.innerHTML = '<form><input name="password" value="secret"><button>Log in</button></form>';
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    runInlineScript(preHydrationGuardScript);
    expect(document.documentElement.hasAttribute(BOOTING_ATTRIBUTE)).toBe(true);
    expect(submitEvent(form).defaultPrevented).toBe(true);

    markHydrated();
    expect(document.documentElement.hasAttribute(BOOTING_ATTRIBUTE)).toBe(false);
    expect(submitEvent(form).defaultPrevented).toBe(false);
  });
});
