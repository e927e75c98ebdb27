import type { input, output, ZodMiniType } from 'zod/mini';
import type * as zodFunctions from './zod';

/** The zod/mini functions a contract schema is built from (lib/api/zod.ts). */
export type Zod = typeof zodFunctions;

/**
 * A contract schema, declared as a builder over zod/mini's functions and built once, on first use.
 * Declaring schemas this way keeps zod out of the browser's first-load JS: the transport loads
 * zod (`loadZod`) when the first answer is checked and builds the schemas it needs with it. The
 * server and the tests pass zod directly (`import * as z from '@/lib/api/zod'`).
 */
export type Schema<S extends ZodMiniType = ZodMiniType> = (z: Zod) => S;

/** Declares a contract schema: `schema((z) => z.string().check(z.trim()))`. */
export function schema<S extends ZodMiniType>(build: (z: Zod) => S): Schema<S> {
  let built: S | undefined;
  return (z) => (built ??= build(z));
}

/** What a schema parses to. */
export type Infer<F extends Schema> = output<ReturnType<F>>;
/** What a schema accepts. */
export type InferInput<F extends Schema> = input<ReturnType<F>>;

let loading: Promise<Zod> | undefined;

/** zod/mini for the browser, in its own chunk, loaded once (again after a failed load). */
export function loadZod(): Promise<Zod> {
  if (!loading) {
    // jitless: zod's JIT probes `Function('')`, which the CSP (no 'unsafe-eval') reports as a violation.
    const load: Promise<Zod> = import('./zod').then((z) => {
      z.config({ jitless: true });
      return z;
    });
    loading = load;
    load.catch(() => {
      if (loading === load) loading = undefined;
    });
  }
  return loading;
}
