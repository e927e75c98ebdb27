import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/lib/api/endpoints/all-endpoints';
import { sharedTestApp } from '../test-support/shared-test-app';
import { buildOpenApiDocument, operationId, type JsonObject, type JsonValue } from './openapi-document';

const checkedIn = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

function object(value: JsonValue | undefined): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`not an object: ${JSON.stringify(value)}`);
  return value;
}

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('matches the checked-in docs/openapi.json (run `npm run openapi` after changing a schema)', () => {
    const onDisk = JSON.parse(readFileSync(checkedIn, 'utf8')) as unknown;
    expect(onDisk, 'docs/openapi.json is out of date: run `npm run openapi`').toEqual(document);
  });

  it('has one POST operation per endpoint, with request and response schemas', () => {
    const paths = object(document.paths);
    expect(Object.keys(paths).sort()).toEqual(allEndpoints.map((e) => `/api/${e.path}`).sort());
    expect(Object.keys(paths)).toHaveLength(33);
    for (const endpoint of allEndpoints) {
      const item = object(paths[`/api/${endpoint.path}`]);
      expect(Object.keys(item)).toEqual(['post']);
      const post = object(item.post);
      expect(post.operationId).toBe(operationId(endpoint.path));
      const requestSchema = object(
        object(object(object(post.requestBody).content)['application/json']).schema,
      );
      expect(requestSchema.type, endpoint.path).toBe('object');
      const ok = object(object(post.responses)['200']);
      const oneOf = object(object(ok.content)['application/json']).schema;
      const [success, failure] = object(oneOf).oneOf as JsonValue[];
      const properties = object(object(success).properties);
      expect(properties.code).toEqual({ type: 'integer', const: 200 });
      expect(properties.msg).toMatchObject({ type: 'string' });
      expect(Object.keys(object(properties.result)).length, endpoint.path).toBeGreaterThan(0);
      expect(object(success).required).toEqual(['code', 'msg', 'result']);
      expect(failure).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      expect(post.security).toEqual(endpoint.auth ? [{ bearerAuth: [] }] : []);
    }
  });

  it('describes every body code in the error envelope', () => {
    const schemas = object(object(document.components).schemas);
    const code = object(object(object(schemas.ErrorEnvelope).properties).code);
    expect(code.enum).toEqual([400, 401, 404, 409, 413, 422, 423, 429, 500, 503]);
  });

  it('uses input mode for requests and output mode for results', () => {
    const paths = object(document.paths);
    const login = object(object(paths['/api/member/login']).post);
    const loginBody = object(object(object(object(login.requestBody).content)['application/json']).schema);
    // member/login ignores unknown fields (z.object), flowRecord refuses them (z.strictObject).
    expect(loginBody.additionalProperties).toBeUndefined();
    const flows = object(object(paths['/api/asset/flowRecord']).post);
    const flowsBody = object(object(object(object(flows.requestBody).content)['application/json']).schema);
    expect(flowsBody.additionalProperties).toBe(false);
    expect(object(flowsBody.properties).type).toEqual({
      type: 'string',
      enum: ['income', 'balance', 'recharge'],
    });
    const userInfo = object(object(paths['/api/member/userInfo']).post);
    expect(object(userInfo.requestBody).required).toBe(false);
  });
});

describe('GET /api/openapi.json', () => {
  const app = sharedTestApp({}, { reset: false });

  it('serves the document, not cached without revalidation', async () => {
    const response = await fetch(`${app.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(buildOpenApiDocument());
  });

  it('leaves POST /api/* to the API', async () => {
    const response = await fetch(`${app.url}/api/openapi.json`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
