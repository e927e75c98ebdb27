import type { input, output, ZodMiniType } from 'zod/mini';
import { schema, type Schema, type Zod } from './schema';

/**
 * One declaration per platform endpoint, shared by the app (fetcher, query options)
 * and the reference server (request validation, response shape). Its schemas are zod/mini
 * builders (lib/api/schema.ts), so declaring them costs the browser no first-load JS.
 */
export interface EndpointDefinition<
  Req extends ZodMiniType = ZodMiniType,
  Res extends ZodMiniType = ZodMiniType,
> {
  /** Path below `/api/`, e.g. `member/login`. */
  readonly path: string;
  readonly request: Schema<Req>;
  readonly response: Schema<Res>;
  /** Needs a logged-in member (the server answers body code 401 otherwise). */
  readonly auth: boolean;
  /** A form submit: rejected with 'loading' while another single-post request is in flight. */
  readonly singlePost: boolean;
  /**
   * The form that submits this shows the server's refusals itself (at the field or in a banner that
   * stays), so the transport shows no toast for them. Off: the spec's toast.
   */
  readonly refusalShownByForm: boolean;
}

export function defineEndpoint<Req extends ZodMiniType, Res extends ZodMiniType>(definition: {
  path: string;
  request: (z: Zod) => Req;
  response: (z: Zod) => Res;
  auth: boolean;
  singlePost: boolean;
  refusalShownByForm?: boolean;
}): EndpointDefinition<Req, Res> {
  return {
    ...definition,
    refusalShownByForm: definition.refusalShownByForm ?? false,
    request: schema(definition.request),
    response: schema(definition.response),
  };
}

export type EndpointRequest<E> = E extends EndpointDefinition<infer Req> ? input<Req> : never;
export type EndpointResult<E> = E extends EndpointDefinition<ZodMiniType, infer Res> ? output<Res> : never;
