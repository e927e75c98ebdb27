import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi-document';

/** Where the reference server serves the API's OpenAPI document (GET and HEAD). */
export const OPENAPI_PATH = '/api/openapi.json';

let body: Buffer | undefined;

/** `GET /api/openapi.json`: the document generated from the endpoint schemas, built on first use. */
export function serveOpenApi(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, (_request, reply) => {
    body ??= Buffer.from(serializeOpenApiDocument(buildOpenApiDocument()), 'utf8');
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
