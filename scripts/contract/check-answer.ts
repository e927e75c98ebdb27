import type { ZodMiniType } from 'zod/mini';
import { envelopeSchema } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';
import { describeValue, differencesFromIssues, type Difference } from './differences';

/** How one endpoint's answer compares with the app's schemas. */
export type Verdict =
  | { status: 'matches' }
  | { status: 'differs'; differences: Difference[] }
  | { status: 'missing'; reason: string };

/** What came back from one call. `body` is the parsed JSON, or `undefined` when it was not JSON. */
export interface HttpAnswer {
  httpStatus: number;
  body: unknown;
  /** The raw text, for a body that is not JSON. */
  text: string;
}

/** HTTP statuses that say the platform has no such endpoint (the reference server: 404 + `unknownEndpoint`). */
const MISSING_STATUSES = new Set([404, 405, 501]);

/**
 * Checks one answer the way the app does (`lib/api/client.ts`): HTTP 200, the `{ code, msg, result }`
 * envelope, body code 200, then `result` against the endpoint's response schema.
 */
export function checkAnswer(answer: HttpAnswer, response: ZodMiniType): Verdict {
  if (MISSING_STATUSES.has(answer.httpStatus))
    return { status: 'missing', reason: `HTTP ${answer.httpStatus}` };
  if (answer.httpStatus !== 200) {
    return {
      status: 'differs',
      differences: [{ path: '(HTTP status)', expected: '200', received: String(answer.httpStatus) }],
    };
  }
  if (answer.body === undefined) {
    return {
      status: 'differs',
      differences: [{ path: '(body)', expected: 'JSON', received: describeValue(true, answer.text) }],
    };
  }
  const envelope = envelopeSchema(z).safeParse(answer.body);
  if (!envelope.success)
    return { status: 'differs', differences: differencesFromIssues(envelope.error.issues, answer.body) };
  const { code, msg, result } = envelope.data;
  if (code !== 200) {
    return {
      status: 'differs',
      differences: [{ path: 'code', expected: '200', received: `${code} (msg: ${JSON.stringify(msg)})` }],
    };
  }
  const parsed = response.safeParse(result);
  if (!parsed.success)
    return { status: 'differs', differences: differencesFromIssues(parsed.error.issues, result, ['result']) };
  return { status: 'matches' };
}
