/**
 * A page script (for {@link HoldingProxy.injectFirst}) that makes the page see what a loaded phone
 * shows it: a first service worker that stays `installed` for {@link LAG_MS} before it reports
 * `activating`. The browser tells the page of the two states one after the other; on a busy device
 * the second comes late, and workbox-window, which waits 200 ms after `installed`, then reports
 * the worker as "waiting" although nothing controls the page and nothing would update. This is the
 * false "new version" prompt Firefox showed on a first visit under load, made certain.
 */
export const LAG_MS = 800;

function emulate(lagMs: number): void {
  const workerState = Object.getOwnPropertyDescriptor(ServiceWorker.prototype, 'state');
  const waiting = Object.getOwnPropertyDescriptor(ServiceWorkerRegistration.prototype, 'waiting');
  const active = Object.getOwnPropertyDescriptor(ServiceWorkerRegistration.prototype, 'active');
  const controller = Object.getOwnPropertyDescriptor(ServiceWorkerContainer.prototype, 'controller');
  if (!workerState?.get || !waiting?.get || !active?.get || !controller?.get) return;
  const realState = (worker: ServiceWorker): string => workerState.get?.call(worker) as string;
  /** Workers whose later states the page does not see yet, with the events held back for them. */
  const held = new Map<ServiceWorker, Event[]>();
  const listeners = new Map<ServiceWorker, ((event: Event) => void)[]>();
  const seen = new Set<ServiceWorker>();
  /** `controllerchange` listeners' events, held back with the worker's states (the claim comes after them). */
  const lateControllerChanges: (() => void)[] = [];

  Object.defineProperty(ServiceWorker.prototype, 'state', {
    configurable: true,
    get(this: ServiceWorker) {
      return held.has(this) ? 'installed' : realState(this);
    },
  });
  Object.defineProperty(ServiceWorkerRegistration.prototype, 'waiting', {
    configurable: true,
    get(this: ServiceWorkerRegistration) {
      const real = active.get?.call(this) as ServiceWorker | null;
      if (real && held.has(real)) return real;
      return waiting.get?.call(this) as ServiceWorker | null;
    },
  });
  Object.defineProperty(ServiceWorkerRegistration.prototype, 'active', {
    configurable: true,
    get(this: ServiceWorkerRegistration) {
      const real = active.get?.call(this) as ServiceWorker | null;
      return real && held.has(real) ? null : real;
    },
  });

  Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', {
    configurable: true,
    get(this: ServiceWorkerContainer) {
      const real = controller.get?.call(this) as ServiceWorker | null;
      return real && held.has(real) ? null : real;
    },
  });

  const addEventListener = Object.getOwnPropertyDescriptor(EventTarget.prototype, 'addEventListener')
    ?.value as (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) => void;
  /** Registers `listener` for `worker`'s state changes, through the late delivery above. */
  const listenLate = (worker: ServiceWorker, listener: EventListenerOrEventListenerObject) => {
    const call = (event: Event) =>
      typeof listener === 'function' ? listener.call(worker, event) : listener.handleEvent(event);
    const own = listeners.get(worker) ?? [];
    own.push(call);
    listeners.set(worker, own);
    if (own.length > 1) return;
    addEventListener.call(worker, 'statechange', (event: Event) => {
      const queue = held.get(worker);
      if (queue) {
        queue.push(event);
        return;
      }
      if (!seen.has(worker)) {
        // The first change the page hears of (`installed`): later ones reach it late.
        seen.add(worker);
        held.set(worker, []);
        setTimeout(() => {
          const late = held.get(worker) ?? [];
          held.delete(worker);
          late.forEach((each) => (listeners.get(worker) ?? []).forEach((deliver) => deliver(each)));
          lateControllerChanges.splice(0).forEach((deliver) => deliver());
        }, lagMs);
      }
      (listeners.get(worker) ?? []).forEach((deliver) => deliver(event));
    });
  };

  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (this instanceof ServiceWorkerContainer && type === 'controllerchange' && listener) {
      const call = (event: Event) =>
        typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
      addEventListener.call(
        this,
        type,
        (event: Event) => {
          if (held.size > 0) lateControllerChanges.push(() => call(event));
          else call(event);
        },
        options,
      );
      return;
    }
    if (!(this instanceof ServiceWorker) || type !== 'statechange' || !listener) {
      addEventListener.call(this, type, listener, options);
      return;
    }
    listenLate(this, listener);
  };
}

/** The script's source, ready for {@link HoldingProxy.injectFirst}. */
export const SLOW_WORKER_ACTIVATION = `(${emulate.toString()})(${LAG_MS});`;
