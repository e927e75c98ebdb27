import type { z } from 'zod';

/**
 * One declaration per platform endpoint, shared by the app (fetcher, query options)
 * and the reference server (request validation, response shape).
 */
export interface EndpointDefinition<Req extends z.ZodType, Res extends z.ZodType> {
  /** Path below `/api/`, e.g. `member/login`. */
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  /** Needs a logged-in member (the server answers body code 401 otherwise). */
  readonly auth: boolean;
  /** A form submit: rejected with 'loading' while another single-post request is in flight. */
  readonly singlePost: boolean;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: EndpointDefinition<Req, Res>,
): EndpointDefinition<Req, Res> {
  return definition;
}

export type EndpointRequest<E> = E extends EndpointDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type EndpointResult<E> = E extends EndpointDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
