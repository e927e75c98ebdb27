// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { hasInAppBack, installInAppHistory, IN_APP_BACK_KEY } from './in-app-history';

/** What Next's router writes: its own state, without ours. */
const nextState = (n: number) => ({ __NA: true, tree: n });

beforeAll(() => installInAppHistory());

describe('in-app history', () => {
  it('a page opened directly has no way back; a push inside the app has', () => {
    history.replaceState({ [IN_APP_BACK_KEY]: false }, '');
    expect(hasInAppBack()).toBe(false);
    history.pushState(nextState(1), '', '/pages/user/set');
    expect(hasInAppBack()).toBe(true);
    expect(history.state).toMatchObject({ __NA: true, tree: 1 });
  });

  it('a replace (redirect, router re-render) keeps the value of the entry it replaces', () => {
    history.replaceState({ [IN_APP_BACK_KEY]: false }, '');
    history.replaceState(nextState(2), '', '/pages/user/set');
    expect(hasInAppBack()).toBe(false);

    history.pushState(nextState(3), '', '/pages/user/aboutUs');
    history.replaceState(nextState(4), '', '/pages/user/aboutUs');
    expect(hasInAppBack()).toBe(true);
    expect(history.state).toMatchObject({ tree: 4 });
  });

  it('installs once: a second install does not wrap again', () => {
    const patched = Object.getOwnPropertyDescriptor(history, 'pushState')?.value as unknown;
    installInAppHistory();
    expect(Object.getOwnPropertyDescriptor(history, 'pushState')?.value).toBe(patched);
  });
});
