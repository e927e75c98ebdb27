import type { FastifyInstance } from 'fastify';

/** A body that is not JSON (the scope's error handler answers it in its own format). */
export class InvalidJsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super('request body is not valid JSON', { cause });
    this.name = 'InvalidJsonBodyError';
  }
}

/** Whether Fastify refused the body before any handler ran (too large, a malformed content type, …). */
export function isBodyError(error: { code?: string }): boolean {
  return typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
}

export const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

/**
 * The scope's bodies are JSON whatever their Content-Type says (or without one), at most `limit`
 * bytes; an empty body is `empty()` when given, else a parse error. Replaces Fastify's own parsers,
 * which would refuse other content types with 415 and reject `__proto__` keys: the endpoints answered
 * every POST alike before, and their schemas refuse unknown keys anyway.
 */
export function acceptJsonBodies(app: FastifyInstance, limit: number, empty?: () => unknown): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: limit }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '' && empty) {
      done(null, empty());
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new InvalidJsonBodyError(error), undefined);
    }
  });
}

/**
 * The scope never reads bodies (static files, refusals): the routes answer without them and Node
 * discards what the client still sends.
 */
export function ignoreBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/** Every method Fastify routes except `allowed`: for the 405 answer of a path that takes one. */
export function methodsOtherThan(app: FastifyInstance, ...allowed: string[]): string[] {
  return app.supportedMethods.filter((method) => !allowed.includes(method));
}
