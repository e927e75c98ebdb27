/**
 * A part of a screen split out of its first load (a review sheet, a dialog, a result): loaded once,
 * on the first call (a failed load may be tried again), and readable synchronously once it has
 * arrived, so a part whose code has come renders in the very render that asks for it (no
 * suspending, which React would hold back before revealing) and the control that opens it can show
 * that it is getting ready while the code comes.
 */
export interface LazyPart<Module> {
  load: () => Promise<Module>;
  /** The module once it has arrived; undefined before. */
  module: () => Module | undefined;
}

export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let promise: Promise<Module> | null = null;
  let arrived: { module: Module } | null = null;
  return {
    load: () => {
      promise ??= importer().then(
        (module) => {
          arrived = { module };
          return module;
        },
        (error: unknown) => {
          promise = null;
          throw error;
        },
      );
      return promise;
    },
    module: () => arrived?.module,
  };
}
