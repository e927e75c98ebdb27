'use client';

import {
  skipToken,
  useQueryClient,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';
import { appStore } from '@/lib/state/store';
import { localeAtom } from '@/lib/state/locale';
import { tokenAtom } from '@/lib/state/token';
import type { RawAnswer } from '@/lib/api/answer-check';
import { readAnswer } from '@/lib/api/client';
import type { EndpointDefinition } from '@/lib/api/define-endpoint';
import type { EarlyAnswer } from './early-requests';

/**
 * An early answer is for the screen's first query; one nobody took by then (the query was not
 * enabled, say) is not handed to a later visit of the screen.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** The head script's answer to `path` (lib/boot/head/early-answers.ts), taken once, if it was asked as the app would ask now. */
function takeEarlyAnswer(path: string): Promise<RawAnswer> | undefined {
  const early: EarlyAnswer | undefined = window.__earlyAnswers?.[path];
  if (!early) return undefined;
  window.__earlyAnswers = { ...window.__earlyAnswers, [path]: undefined };
  const token = appStore.get(tokenAtom);
  if (
    early.language !== appStore.get(localeAtom) ||
    early.authorization !== (token ? `Bearer ${token}` : '') ||
    !(Date.now() - early.at < EARLY_ANSWER_MAX_AGE_MS)
  )
    return undefined;
  return early.answer;
}

/**
 * Puts the answer the page asked for before the app came (lib/api/early-requests.ts) into
 * react-query's cache, once, under the screen's own query: called before the screen's `useQuery`
 * with the same options, it starts that query from the early answer (read by the transport's own
 * rules), and the screen's query takes it instead of asking again. Without an early answer, or
 * with one that failed or came back as anything but HTTP 200, the query asks as always.
 */
export function useEarlyAnswer<TData, TKey extends QueryKey>(
  endpoint: EndpointDefinition,
  options: { queryKey: TKey; queryFn?: QueryFunction<TData, TKey> | SkipToken; enabled?: unknown },
): void {
  const client = useQueryClient();
  // In the browser only (the prerender has no early answers), and once: while the query has no state yet.
  if (typeof window === 'undefined' || client.getQueryState(options.queryKey)) return;
  if (options.enabled === false) return;
  const early = takeEarlyAnswer(endpoint.path);
  const ask = options.queryFn;
  if (!early || !ask || ask === skipToken) return;
  // The screen's query reports a failure; here it is only started.
  client
    .query<TData, Error, TData, TData, TKey>({
      queryKey: options.queryKey,
      queryFn: async (context) => {
        const raw = await early.catch(() => null);
        if (!raw || raw.status !== 200) return ask(context);
        // The endpoint's result, checked against its schema: the query's own data.
        return (await readAnswer(endpoint, raw)) as TData;
      },
    })
    .catch(() => undefined);
}
