/**
 * A part of a screen split out of its first load (a review sheet, a dialog, a result): loaded once,
 * on the first call (a failed load may be tried again), and able to say synchronously whether it
 * has arrived, so the control that opens it can show that it is getting ready instead of doing
 * nothing visible while the code comes.
 */
export interface LazyPart<Module> {
  load: () => Promise<Module>;
  loaded: () => boolean;
}

export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let promise: Promise<Module> | null = null;
  let arrived = false;
  return {
    load: () => {
      promise ??= importer().then(
        (module) => {
          arrived = true;
          return module;
        },
        (error: unknown) => {
          promise = null;
          throw error;
        },
      );
      return promise;
    },
    loaded: () => arrived,
  };
}
