import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { printSettlerStatus } from '../payments/settler-health';
import { startTestApp, testClock, type TestApp } from './test-app';

type Spy = MockInstance<(...args: unknown[]) => void>;

/**
 * A test app on a clock the test moves, with the console captured around each test: what the
 * settler logs (`warn`, `error`) and what `npm run operator -- settler` prints (`operatorStatus`).
 */
export function settlerTestApp() {
  let app: TestApp | undefined;
  const spies: { warn?: Spy; error?: Spy; log?: Spy } = {};
  beforeAll(async () => {
    app = await startTestApp({ clock: testClock(new Date('2026-03-01T00:00:00Z')) });
  }, 60_000);
  afterAll(() => app?.close());
  beforeEach(() => {
    spies.warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    spies.error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    spies.log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  const spy = (name: keyof typeof spies): Spy => {
    const found = spies[name];
    if (!found) throw new Error('console not captured yet');
    return found;
  };
  const current = (): TestApp => {
    if (!app) throw new Error('test app not started');
    return app;
  };
  return {
    app: current,
    warn: () => spy('warn'),
    error: () => spy('error'),
    /** What `npm run operator -- settler` prints now, line by line. */
    async operatorStatus(): Promise<string[]> {
      const log = spy('log');
      log.mockClear();
      await printSettlerStatus(current().db);
      return log.mock.calls.map((call) => call.map(String).join(' '));
    },
    /** What an operator command printed since `log` was last cleared. */
    printed: () => spy('log'),
  };
}
