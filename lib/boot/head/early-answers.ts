import {
  EARLY_REQUESTS,
  EARLY_SLOT_ATTRIBUTE,
  type EarlyAnswer,
  type EarlySlot,
} from '@/lib/boot/early-requests';
import { appConfig } from '@/lib/config/app-config';
import { formatAmount, heroStep } from '@/lib/format/amount';
import { readStored, TOKEN_STORAGE_KEY } from '@/lib/state/storage-keys';
import { routeOfLocation } from './navigation';

/**
 * Sends the page's early requests (lib/api/early-requests.ts) exactly as the transport would (POST
 * `{}`, the stored token, the page's language) and paints each answer into its placeholder as soon
 * as it is in, the same as the screen will draw it, so the screen's largest content does not wait
 * for the app's code.
 */
export function askEarly(): void {
  const requests = EARLY_REQUESTS[routeOfLocation(location.pathname)];
  if (!requests) return;
  const token = readStored(TOKEN_STORAGE_KEY);
  const authorization = typeof token === 'string' && token !== '' ? `Bearer ${token}` : '';
  const language = document.documentElement.lang || 'en';
  const answers: Record<string, EarlyAnswer | undefined> = (window.__earlyAnswers ??= {});
  for (const request of requests) {
    if (request.auth && !authorization) continue;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Accept-Language': language,
    };
    if (authorization) headers.Authorization = authorization;
    const answer = fetch(`${appConfig.apiBaseUrl}/api/${request.path}`, {
      method: 'POST',
      headers,
      body: '{}',
      cache: 'no-store',
      credentials: 'omit',
    }).then(async (response) => ({ status: response.status, text: await response.text() }));
    answers[request.path] = { language, authorization, at: Date.now(), answer };
    // When its content is in the page (or will not be): the app's code waits for its paint
    // (./app-after-paint.ts).
    (window.__earlyContent ??= []).push(
      answer.then((raw) => paint(request.slot, raw, language)).catch(() => undefined),
    );
  }
}

/** The result of a body-code-200 answer, or undefined. */
function resultOf(raw: { status: number; text: string }): unknown {
  if (raw.status !== 200) return undefined;
  const body = JSON.parse(raw.text) as { code?: unknown; result?: unknown } | null;
  return body?.code === 200 ? body.result : undefined;
}

async function paint(slot: EarlySlot, raw: { status: number; text: string }, language: string) {
  const result = resultOf(raw);
  if (result === undefined) return;
  // Not on this page, or the screen has drawn it already (the app was quicker).
  const element = await placeholder(slot);
  if (!element) return;
  if (slot === 'banner') paintBanner(result, element);
  else paintBalance(result, element, language);
}

/** The slot's empty placeholder, once the parser has reached it. */
function placeholder(slot: EarlySlot): Promise<Element | null> {
  const find = () => document.querySelector(`[${EARLY_SLOT_ATTRIBUTE}="${slot}"]`);
  if (document.readyState !== 'loading') return Promise.resolve(find());
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(find()), { once: true }),
  );
}

/** The first banner, in the box the swiper's first slide takes. Only http(s) URLs and paths here. */
function paintBanner(result: unknown, element: Element) {
  const first: unknown = Array.isArray(result) ? result[0] : undefined;
  if (typeof first !== 'object' || first === null) return;
  const { imageUrl, title } = first as { imageUrl?: unknown; title?: unknown };
  if (typeof imageUrl !== 'string' || !/^(https?:\/\/|\/(?!\/))/.test(imageUrl)) return;
  if (element.childElementCount > 0) return;
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  image.width = 750;
  image.height = 300;
  image.alt = typeof title === 'string' ? title : '';
  image.draggable = false;
  image.src = imageUrl;
  element.appendChild(image);
}

/** The balance in the hero amount's placeholder (components/balance/balance-card.tsx): its figure and size step. */
function paintBalance(result: unknown, element: Element, language: string) {
  const balance =
    typeof result === 'object' && result !== null ? (result as { balance?: unknown }).balance : undefined;
  const figure = element.firstElementChild;
  if (typeof balance !== 'string' || !figure || figure.textContent) return;
  const text = formatAmount(balance, language);
  element.setAttribute('data-step', heroStep(text));
  figure.textContent = text;
}
