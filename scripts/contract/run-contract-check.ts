import type { EndpointDefinition } from '@/lib/api/define-endpoint';
import { homeParameters } from '@/lib/api/endpoints/home-parameters';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import { memberLoginNonce } from '@/lib/api/endpoints/member-login-nonce';
import { memberLogout } from '@/lib/api/endpoints/member-logout';
import { productSearchDevice } from '@/lib/api/endpoints/product-search-device';
import * as z from '@/lib/api/zod';
import { checkAnswer, type HttpAnswer, type Verdict } from './check-answer';
import { readChecks } from './read-checks';

export interface ContractCheckOptions {
  /** The platform's origin, e.g. `https://api.example.com` (`/api/<path>` is appended). */
  api: string;
  account: string;
  password: string;
  /** A device's hashrate ID for `product/searchDevice` (skipped without one). */
  hashrateId?: string | undefined;
  /** Also call the one write it may make: `member/logout` at the end (ends the check's session). */
  includeWrites?: boolean;
  /** `Accept-Language` of every call. */
  language?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type CheckVerdict = Verdict | { status: 'skipped'; reason: string };

export interface CheckResult {
  label: string;
  verdict: CheckVerdict;
}

export interface ContractReport {
  api: string;
  account: string;
  results: CheckResult[];
  /** False when any endpoint differs or is missing. */
  ok: boolean;
  notes: string[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Logs in, calls the platform's read endpoints and checks each answer against the app's schemas.
 * Never calls anything that moves money or changes data; with `includeWrites` only `member/logout`.
 */
export async function runContractCheck(options: ContractCheckOptions): Promise<ContractReport> {
  const api = new URL(options.api).origin;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const results: CheckResult[] = [];
  const notes: string[] = [];

  async function call(
    endpoint: EndpointDefinition,
    body: unknown,
    token?: string,
  ): Promise<CheckVerdict & { answer?: HttpAnswer }> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': options.language ?? 'en',
    };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let answer: HttpAnswer;
    try {
      const response = await doFetch(`${api}/api/${endpoint.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      answer = { httpStatus: response.status, text, body: parseJson(text) };
    } catch (error) {
      return {
        status: 'differs',
        differences: [{ path: '(request)', expected: 'an answer', received: describeError(error) }],
      };
    }
    return { ...checkAnswer(answer, endpoint.response(z)), answer };
  }

  const login = await call(memberLogin, { account: options.account, password: options.password });
  results.push({ label: memberLogin.path, verdict: stripAnswer(login) });
  const token = login.status === 'matches' ? tokenOf(login.answer) : undefined;
  if (token === undefined)
    notes.push('No session: the login failed, so the member endpoints were not called.');

  if (login.status === 'matches')
    notes.push(
      deviceTokenOf(login.answer)
        ? "The login answered a device token: the app sends it with this account's next logins."
        : "The login answered no device token: the app's logins share the delay of an attacked account.",
    );

  let walletLogin = false;
  for (const check of readChecks({ hashrateId: options.hashrateId })) {
    if (check.endpoint.auth && token === undefined) {
      results.push({ label: check.label, verdict: { status: 'skipped', reason: 'no session' } });
      continue;
    }
    const verdict = await call(check.endpoint, check.body, token);
    if (check.endpoint === homeParameters && verdict.status === 'matches')
      walletLogin = advertisesWalletLogin(verdict.answer);
    results.push({ label: check.label, verdict: stripAnswer(verdict) });
  }
  // Optional features are checked when the platform advertises them. A wallet-login challenge is the
  // one thing this writes besides logging in: a single-use nonce that expires within minutes.
  results.push({
    label: memberLoginNonce.path,
    verdict: walletLogin
      ? stripAnswer(await call(memberLoginNonce, { account: options.account }))
      : { status: 'skipped', reason: 'wallet login not advertised (home/parameters walletLogin)' },
  });
  if (options.hashrateId === undefined) {
    results.push({
      label: productSearchDevice.path,
      verdict: { status: 'skipped', reason: 'pass --hashrate-id <id> to check it' },
    });
  }

  if (token !== undefined) {
    if (options.includeWrites) {
      results.push({ label: memberLogout.path, verdict: stripAnswer(await call(memberLogout, {}, token)) });
    } else {
      notes.push('The session stays open until it expires (pass --include-writes to log out at the end).');
    }
  }

  const ok = results.every(({ verdict }) => verdict.status === 'matches' || verdict.status === 'skipped');
  return { api, account: options.account, results, ok: ok && token !== undefined, notes };
}

function stripAnswer(verdict: CheckVerdict & { answer?: HttpAnswer }): CheckVerdict {
  const copy = { ...verdict };
  delete copy.answer;
  return copy;
}

function resultOf(answer: HttpAnswer | undefined): unknown {
  return (answer?.body as { result?: unknown } | null | undefined)?.result;
}

function advertisesWalletLogin(answer: HttpAnswer | undefined): boolean {
  const parsed = homeParameters.response(z).safeParse(resultOf(answer));
  return parsed.success && parsed.data.walletLogin === true;
}

function deviceTokenOf(answer: HttpAnswer | undefined): string | undefined {
  const parsed = memberLogin.response(z).safeParse(resultOf(answer));
  return parsed.success ? parsed.data.deviceToken : undefined;
}

function tokenOf(answer: HttpAnswer | undefined): string | undefined {
  const parsed = memberLogin
    .response(z)
    .safeParse((answer?.body as { result?: unknown } | null | undefined)?.result);
  return parsed.success ? parsed.data.token : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

/** The report as the operator reads it. */
export function formatReport(report: ContractReport): string {
  const lines = [`Contract check of ${report.api} as ${report.account}`, ''];
  const width = Math.max(...report.results.map(({ label }) => label.length));
  for (const { label, verdict } of report.results) {
    const head = `${verdict.status.padEnd(8)} ${label}`;
    switch (verdict.status) {
      case 'matches':
        lines.push(head);
        break;
      case 'missing':
      case 'skipped':
        lines.push(`${head.padEnd(width + 9)}  (${verdict.reason})`);
        break;
      case 'differs':
        lines.push(head);
        for (const { path, expected, received } of verdict.differences)
          lines.push(`           ${path}: expected ${expected}, got ${received}`);
        break;
    }
  }
  const count = (status: CheckVerdict['status']) =>
    report.results.filter(({ verdict }) => verdict.status === status).length;
  lines.push(
    '',
    `${count('matches')} matches, ${count('differs')} differs, ${count('missing')} missing, ${count('skipped')} skipped`,
    ...report.notes,
    report.ok
      ? 'OK: the platform answers as the app expects.'
      : 'FAILED: the app would not accept every answer.',
  );
  return lines.join('\n');
}
