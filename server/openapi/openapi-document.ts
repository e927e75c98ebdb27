import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import type { EndpointDefinition } from '@/lib/api/define-endpoint';
import { allEndpoints } from '@/lib/api/endpoints/all-endpoints';
import { envelopeSchema } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';

/**
 * The platform API as an OpenAPI 3.1 document, generated from the endpoint declarations in
 * `lib/api/endpoints/*.ts` (the contract the app and the reference server share). Served at
 * `GET /api/openapi.json` and checked in as `docs/openapi.json` (`npm run openapi`).
 *
 * zod 4 emits the JSON Schemas (draft 2020-12, the dialect OpenAPI 3.1 uses): request bodies in
 * `input` mode (what a client may send), results in `output` mode (what the platform answers).
 * Refinements (`z.refine`: e.g. "at most 30 whole digits", "not only spaces") have no JSON Schema
 * form and are left out; formats, lengths, ranges, enums and strictness are all there.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Version of the contract described (not of the app). */
export const OPENAPI_CONTRACT_VERSION = '1.0.0';

/** Body codes of the envelope other than 200 (docs/api.md, "Envelope and body codes"). */
export const BODY_CODES: readonly { code: number; meaning: string }[] = [
  {
    code: 400,
    meaning: 'validation: the request does not match the request schema (unknown field, bad amount…)',
  },
  { code: 401, meaning: 'no, expired or revoked session — only for that: the app logs the member out on it' },
  {
    code: 404,
    meaning: 'the thing asked for does not exist or is not the member’s (device, order, notice, invitee)',
  },
  {
    code: 409,
    meaning: 'conflict: state changed under the request (device already locked, hash already used, sold out)',
  },
  { code: 413, meaning: 'request body too large' },
  {
    code: 422,
    meaning: 'business rule: insufficient balance, below minimum, wrong password, product not open…',
  },
  { code: 423, meaning: 'locked: too many wrong passwords (or an account on hold), try later' },
  {
    code: 429,
    meaning: 'too many requests on a password or money endpoint; `msg` names the wait (also `Retry-After`)',
  },
  { code: 500, meaning: 'server fault' },
  { code: 503, meaning: 'a dependency is down (the chain node cannot be reached), try later' },
];

const BEARER = 'bearerAuth';

/** One endpoint schema as JSON Schema, without the `$schema` key (the document sets the dialect). */
export function endpointJsonSchema(schema: ZodMiniType, io: 'input' | 'output'): JsonObject {
  const generated = toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'throw',
  }) as JsonObject;
  delete generated.$schema;
  return generated;
}

/** `member/userInfo` → `memberUserInfo`. */
export function operationId(path: string): string {
  return path
    .split('/')
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

function successEnvelope(result: JsonObject): JsonObject {
  const envelope = endpointJsonSchema(envelopeSchema(z), 'output');
  const properties = envelope.properties as JsonObject;
  return {
    ...envelope,
    properties: {
      ...properties,
      code: { type: 'integer', const: 200 },
      msg: { type: 'string', description: 'Empty on success.' },
      result,
    },
  };
}

function operation(endpoint: EndpointDefinition): JsonObject {
  const request = endpoint.request(z);
  const tag = endpoint.path.split('/', 1)[0] ?? endpoint.path;
  const notes = [
    endpoint.auth
      ? 'Needs a session (`Authorization: Bearer <token>`); body code 401 without one.'
      : 'Public.',
    endpoint.singlePost ? 'Single-post: the app sends one such submit at a time.' : null,
  ].filter((note): note is string => note !== null);
  return {
    operationId: operationId(endpoint.path),
    tags: [tag],
    summary: endpoint.path,
    description: notes.join(' '),
    ...(endpoint.auth ? { security: [{ [BEARER]: [] }] } : { security: [] }),
    parameters: [{ $ref: '#/components/parameters/AcceptLanguage' }],
    requestBody: {
      required: request._zod.optin !== 'optional',
      content: { 'application/json': { schema: endpointJsonSchema(request, 'input') } },
    },
    responses: {
      '200': {
        description:
          'The envelope: body code 200 with the result, or another body code (see ErrorEnvelope) with `result: null`.',
        content: {
          'application/json': {
            schema: {
              oneOf: [
                successEnvelope(endpointJsonSchema(endpoint.response(z), 'output')),
                { $ref: '#/components/schemas/ErrorEnvelope' },
              ],
            },
          },
        },
      },
      default: { description: 'Any HTTP status other than 200: the server or a proxy failed.' },
    },
  };
}

/** The whole document; pure and deterministic (the checked-in copy is compared with it). */
export function buildOpenApiDocument(endpoints: readonly EndpointDefinition[] = allEndpoints): JsonObject {
  const paths: JsonObject = {};
  for (const endpoint of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[`/api/${endpoint.path}`] = { post: operation(endpoint) };
  }
  const codeTable = BODY_CODES.map(({ code, meaning }) => `- **${code}**: ${meaning}`).join('\n');
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'BTCW staking platform API',
      version: OPENAPI_CONTRACT_VERSION,
      description: [
        'Generated from lib/api/endpoints/*.ts by `npm run openapi`; do not edit. See docs/api.md.',
        'Every call is `POST /api/<path>` with a JSON body (`{}` when the endpoint takes none). Every answer',
        'is HTTP 200 with the `{ code, msg, result }` envelope; `msg` is localised by `Accept-Language`.',
        'Body codes:',
        '',
        '- **200**: success',
        codeTable,
        '',
        'Refinements the schemas also check (e.g. amounts below 10^30, passwords not blank, password',
        'length of 6–64 characters counted as a person sees them, i.e. grapheme clusters) have no JSON',
        'Schema form and are not shown; `maxLength` of a password is only the hard cap in UTF-16 units.',
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from `member/login` or `member/regist`.',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'Language of `msg` and of content (notices, ads, pages).',
          schema: { type: 'string', examples: ['en', 'zh-Hant', 'vi'] },
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          description: `A refusal or failure.\n\n${codeTable}`,
          properties: {
            code: { type: 'integer', enum: BODY_CODES.map(({ code }) => code) },
            msg: { type: 'string', description: 'Localised message for the user.' },
            result: { type: 'null' },
          },
          required: ['code', 'msg', 'result'],
        },
      },
    },
  };
}

/** The document as the checked-in `docs/openapi.json` text is parsed from (and as served). */
export function serializeOpenApiDocument(document: JsonObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
