import type * as z from 'zod/mini';

/**
 * One declaration per platform endpoint, shared by the app (fetcher, query options)
 * and the reference server (request validation, response shape). The schemas are zod/mini
 * schemas: they ship to the browser, where classic zod would cost ~30 KB gzip of first-load JS.
 */
export interface EndpointDefinition<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  /** Path below `/api/`, e.g. `member/login`. */
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  /** Needs a logged-in member (the server answers body code 401 otherwise). */
  readonly auth: boolean;
  /** A form submit: rejected with 'loading' while another single-post request is in flight. */
  readonly singlePost: boolean;
}

export function defineEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  definition: EndpointDefinition<Req, Res>,
): EndpointDefinition<Req, Res> {
  return definition;
}

export type EndpointRequest<E> =
  E extends EndpointDefinition<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type EndpointResult<E> =
  E extends EndpointDefinition<z.ZodMiniType, infer Res> ? z.output<Res> : never;
