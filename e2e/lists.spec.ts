/**
 * A record list asks for its next page when its end comes into view, at most once every 350 ms
 * (spec §9's reach-bottom throttle), however fast the member scrolls: a list of 200 balance flows,
 * 20 a page, scrolled to its end again and again without waiting.
 */
import { test } from './fixtures/demo-member-test';
import { expect } from './fixtures/test';

const TOTAL = 200;
/** Spec §9's reach-bottom throttle. */
const THROTTLE_MS = 350;

test('a fast scroll asks for the next page at most every 350 ms, and the list ends complete', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const asked: { page: number }[] = [];
  // When the page asks, on its own clock: the time a request takes to reach the route below varies
  // with the machine's load, and is not the list's doing.
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { flowRecordCalls: number[] }).flowRecordCalls = calls;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/asset/flowRecord')) calls.push(performance.now());
      return fetch(input, init);
    };
  });
  await page.route('**/api/asset/flowRecord', async (route) => {
    const { page: number, pageSize } = route.request().postDataJSON() as { page: number; pageSize: number };
    asked.push({ page: number });
    const first = (number - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first)) }, (_, index) => ({
      id: first + index + 1,
      amount: `${first + index + 1}.5`,
      kind: 'recharge',
      title: null,
      status: 'Success',
      txHash: null,
      createdAt: new Date(1_780_000_000_000 - (first + index) * 60_000).toISOString(),
    }));
    // As a real platform answers: not at once.
    await new Promise((resolve) => setTimeout(resolve, 40));
    await route.fulfill({
      json: { code: 200, msg: '', result: { list, page: number, pageSize, total: TOTAL } },
    });
  });
  await page.goto('/pages/property/record2');
  await expect(page.getByTestId('balance-records-item').first()).toBeVisible();
  // Under the spec's title "Income record", the page says it lists every movement of the balance.
  await expect(page.getByText('Every change to your platform balance: recharges, withdrawals')).toBeVisible();
  // Flick to the end as fast as the page scrolls, again and again.
  for (let flick = 0; flick < 80 && asked.length < TOTAL / 20; flick += 1) {
    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(25);
  }
  await expect.poll(() => asked.length, { timeout: 20_000 }).toBe(TOTAL / 20);
  const calls = await page.evaluate(
    () => (window as unknown as { flowRecordCalls: number[] }).flowRecordCalls,
  );
  expect(calls).toHaveLength(TOTAL / 20);
  const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
  // The first page is the screen's own; each next one is asked 350 ms after the one before. The
  // transport sends each request in a task of its own (lib/api/client.ts), so a send trails its ask
  // by however long the main thread was busy then (the kept screens being saved, a render): a gap
  // may be short by up to a frame, never the pages together.
  const FRAME_MS = 17;
  const asks = gaps.slice(1);
  for (const gap of asks) expect(gap).toBeGreaterThanOrEqual(THROTTLE_MS - FRAME_MS);
  const span = asks.reduce((sum, gap) => sum + gap, 0);
  expect(span).toBeGreaterThanOrEqual(asks.length * THROTTLE_MS - FRAME_MS);
  expect(asked.map((request) => request.page)).toEqual(Array.from({ length: TOTAL / 20 }, (_, n) => n + 1));
  await expect(page.getByText('No More Data')).toBeVisible();
});
