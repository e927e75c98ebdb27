/**
 * The start of a sweep over every route in one language (the accessibility gate, the layout sweep):
 * the demo member's data as long as real data gets, the member's page and a visitor's page in that
 * language, each with its requests tracked.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_MEMBER } from '../fixtures/accounts';
import type { Anvil } from '../fixtures/anvil';
import { seedSession, type Api } from '../fixtures/api';
import { switchLocale, trackRequests, type SweepLocale } from './layout';
import { seedLongDemo } from './long-data';
import type { SweepRoute } from './routes';

type Requests = ReturnType<typeof trackRequests>;

export async function startSweep(
  fixtures: {
    page: Page;
    context: BrowserContext;
    api: Api;
    anvil: Anvil;
    openPhonePage: () => Promise<Page>;
  },
  locale: SweepLocale,
) {
  const { page, context, api, anvil, openPhonePage } = fixtures;
  const ids = await seedLongDemo(api, anvil);
  await seedSession(context, ids.token, DEMO_MEMBER.address.toLowerCase());
  // The login and register screens as someone without a session sees them, in the same language.
  const guest = await openPhonePage();
  await guest
    .context()
    .addInitScript((chosen) => localStorage.setItem('locale', JSON.stringify(chosen)), locale);
  const guestRequests = trackRequests(guest);
  const requests = trackRequests(page);
  if (locale !== 'en') await switchLocale(page, locale);
  /** The page a route is opened on (the member's, or the visitor's for login and register). */
  const pageFor = (route: SweepRoute): [Page, Requests] =>
    route.login ? [page, requests] : [guest, guestRequests];
  return { ids, guest, pageFor };
}
