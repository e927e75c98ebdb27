type Handler = () => void;

let unauthorizedHandler: Handler | null = null;

/** The auth layer registers how to log out; the transport calls it on body code 401. */
export function setUnauthorizedHandler(handler: Handler | null): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(): void {
  unauthorizedHandler?.();
}
