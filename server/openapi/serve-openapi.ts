import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi-document';

/** Where the reference server serves the API's OpenAPI document (GET and HEAD). */
export const OPENAPI_PATH = '/api/openapi.json';

let body: Buffer | undefined;

/** `GET /api/openapi.json`: the document generated from the endpoint schemas, built on first use. */
export function serveOpenApi(req: IncomingMessage, res: ServerResponse): void {
  body ??= Buffer.from(serializeOpenApiDocument(buildOpenApiDocument()), 'utf8');
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
