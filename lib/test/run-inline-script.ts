/** Runs an inline-script source in the test's global scope, as the page's parser would. */
export function runInlineScript(source: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script as the page runs it
  (new Function(source) as () => void)();
}

/** Lets pending promise callbacks and zero-delay timers run. */
export function flushTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The function a JS function source (as inline scripts embed one) evaluates to. */
export function functionFromSource(source: string): (...args: unknown[]) => unknown {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source as the page embeds it
  return (new Function(`return (${source})`) as () => (...args: unknown[]) => unknown)();
}
