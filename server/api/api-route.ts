import type { core, input, output, ZodMiniType } from 'zod/mini';
import type { EndpointDefinition } from '@/lib/api/define-endpoint';
import * as z from '@/lib/api/zod';
import type { MessageKey } from '../i18n/messages';
import type { ApiContext, MemberApiContext } from './api-context';
import { ApiFailure, CODE } from './api-failure';

export class RequestValidationError extends Error {
  constructor(
    readonly issues: readonly core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** One endpoint's server side, type-erased so the registry can hold all of them. */
export interface ApiRoute {
  readonly endpoint: EndpointDefinition;
  /** The envelope `msg` on success. */
  readonly successMessage: MessageKey;
  /** Validates `body` with the endpoint's request schema and runs the handler. */
  run(body: unknown, ctx: ApiContext): Promise<unknown>;
}

interface RouteOptions {
  successMessage?: MessageKey;
}

type Handler<Req extends ZodMiniType, Res extends ZodMiniType, Ctx> = (
  input: output<Req>,
  ctx: Ctx,
) => Promise<input<Res>>;

/** An endpoint open to visitors (`auth: false`). */
export function publicRoute<Req extends ZodMiniType, Res extends ZodMiniType>(
  endpoint: EndpointDefinition<Req, Res>,
  handler: Handler<Req, Res, ApiContext>,
  options: RouteOptions = {},
): ApiRoute {
  if (endpoint.auth) throw new Error(`${endpoint.path} needs a login: declare it with memberRoute`);
  return {
    endpoint,
    successMessage: options.successMessage ?? 'success',
    run: async (body, ctx) => handler(parse(endpoint, body), ctx),
  };
}

/** An endpoint for logged-in members (`auth: true`): the handler always gets `ctx.member`. */
export function memberRoute<Req extends ZodMiniType, Res extends ZodMiniType>(
  endpoint: EndpointDefinition<Req, Res>,
  handler: Handler<Req, Res, MemberApiContext>,
  options: RouteOptions = {},
): ApiRoute {
  if (!endpoint.auth) throw new Error(`${endpoint.path} is public: declare it with publicRoute`);
  return {
    endpoint,
    successMessage: options.successMessage ?? 'success',
    run: async (body, ctx) => {
      const { member, sessionId } = ctx;
      if (!member || sessionId === null) throw new ApiFailure(CODE.unauthorized, 'notLoggedIn');
      const input = parse(endpoint, body);
      return handler(input, { ...ctx, member, sessionId });
    },
  };
}

function parse<Req extends ZodMiniType>(endpoint: EndpointDefinition<Req>, body: unknown): output<Req> {
  const parsed = endpoint.request(z).safeParse(body);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, body);
  return parsed.data;
}
