type Handler = () => void;

let unauthorizedHandler: Handler | null = null;
/** A 401 answered before the auth layer registered (it loads just after the page hydrates). */
let missedUnauthorized = false;

/**
 * The auth layer registers how to log out; the transport calls it on body code 401. A 401 that came
 * while no handler was registered is handed to the next one registered, once.
 */
export function setUnauthorizedHandler(handler: Handler | null): void {
  unauthorizedHandler = handler;
  if (handler && missedUnauthorized) {
    missedUnauthorized = false;
    handler();
  }
}

export function notifyUnauthorized(): void {
  if (unauthorizedHandler) unauthorizedHandler();
  else missedUnauthorized = true;
}
