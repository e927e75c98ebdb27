/**
 * Videos in operator content: the seeded notice's clip (server/content/seed-content.ts, served from
 * the app's own origin) with the app's player (components/html/video/), and videos the sanitizer
 * refuses (lib/html/sanitize.ts). The shared fixture fails a test on any CSP violation, so the clip
 * also proves the pages' media-src lets it in.
 */
import type { Page, Route } from '@playwright/test';
import { VIDEO_CONTROLS_HIDE_MS } from '../components/html/video/controls-timing';
import { XSS_MEDIA_ORIGIN } from '../lib/html/xss-corpus';
import { test, expect, DEMO_MEMBER, seedSession, type Api } from './fixtures/test';

const CLIP = '/media/btcw-test-card.mp4';

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

async function videoNoticeId(api: Api): Promise<number> {
  const page = (await api.ok('home/notice', { page: 1, pageSize: 20 })) as {
    list: { id: number; title: string }[];
  };
  const notice = page.list.find((item) => item.title === 'Notices can now play videos');
  if (!notice) throw new Error('the seed has no video notice');
  return notice.id;
}

/** Answers `home/noticeDetail` with this HTML, as a tampered or careless operator's notice would come. */
async function serveNotice(page: Page, contentHtml: string): Promise<void> {
  await page.route('**/api/home/noticeDetail', (route: Route) => {
    const { id } = route.request().postDataJSON() as { id: number };
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 200,
        msg: '',
        result: { id, title: 'Video', contentHtml, createdAt: '2026-01-01T00:00:00.000Z', kind: 'notice' },
      }),
    });
  });
}

const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    muted: video.muted,
    time: video.currentTime,
    fullscreen: document.fullscreenElement !== null,
  }));

test('the seeded notice plays its clip inline with the app’s controls, which hide 3 s after the last touch and come back on a tap', async ({
  page,
  api,
}) => {
  await seedSession(page.context(), await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
  const clipAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === CLIP) clipAnswers.push(response.status());
  });
  await page.clock.install();
  await page.goto(`/pages/home/noticeInfo?id=${await videoNoticeId(api)}`);

  const content = page.getByTestId('notice-content');
  const player = content.getByTestId('video-player');
  await expect(player).toHaveCount(1);
  // Timers stand still from here but for runFor: the waits below are the app's, not the machine's.
  // Not before the notice has been read and its player drawn: on a busy host that takes over 1 s.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', CLIP);
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).not.toHaveAttribute('controls');
  await expect(video).not.toHaveAttribute('autoplay');
  expect((await videoState(page)).paused).toBe(true);

  // The app's controls, named for screen readers, each a 44 px target.
  const controls = player.getByRole('group', { name: 'Video controls' });
  await expect(controls).toHaveAttribute('data-shown', 'true');
  const targets = [
    controls.getByRole('button', { name: 'Play' }),
    controls.getByRole('slider', { name: 'Playback position' }),
    controls.getByRole('button', { name: 'Mute' }),
    controls.getByRole('button', { name: 'Full screen' }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    if (!(await target.getAttribute('type'))?.includes('range'))
      expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  // As wide as the article's text, never wider.
  const [frameBox, contentBox] = await Promise.all([player.boundingBox(), content.boundingBox()]);
  expect(frameBox?.width).toBeCloseTo(contentBox?.width ?? 0, 0);
  expect((frameBox?.x ?? 0) + (frameBox?.width ?? 0)).toBeLessThanOrEqual(375);

  // Paused, the controls stay.
  await page.clock.runFor(3 * VIDEO_CONTROLS_HIDE_MS);
  await expect(controls).toHaveAttribute('data-shown', 'true');

  // The clip is 4 s; looped, it outlasts the steps below (an ended video keeps its controls).
  await video.evaluate((element: HTMLVideoElement) => (element.loop = true));
  // A tap on the picture plays it, inline, with sound (the person asked for it).
  await player.getByTestId('video-picture').tap();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0);
  expect(await videoState(page)).toMatchObject({ paused: false, muted: false, fullscreen: false });
  await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();

  // 3 s after the last touch the controls go; not before.
  await page.clock.runFor(VIDEO_CONTROLS_HIDE_MS - 100);
  await expect(controls).toHaveAttribute('data-shown', 'true');
  await page.clock.runFor(200);
  await expect(controls).toHaveAttribute('data-shown', 'false');
  await expect(controls).toHaveCSS('opacity', '0');

  // A tap on the video brings them back (and the video plays on); the wait starts again.
  await player.getByTestId('video-picture').tap();
  await expect(controls).toHaveAttribute('data-shown', 'true');
  await expect(controls).toHaveCSS('opacity', '1');
  expect((await videoState(page)).paused).toBe(false);
  await page.clock.runFor(VIDEO_CONTROLS_HIDE_MS + 100);
  await expect(controls).toHaveAttribute('data-shown', 'false');
  await player.getByTestId('video-picture').tap();
  await expect(controls).toHaveAttribute('data-shown', 'true');

  // Mute, and pause from the keyboard.
  await controls.getByRole('button', { name: 'Mute' }).tap();
  expect((await videoState(page)).muted).toBe(true);
  await expect(controls.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await controls.getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await expect(controls.getByRole('button', { name: 'Play' })).toBeFocused();

  // Served from the app's own origin in byte ranges, as iOS Safari needs.
  expect(clipAnswers).toContain(206);
});

test('a video that starts by itself is muted, and holds still for someone who asked for less motion', async ({
  page,
  api,
}) => {
  await seedSession(page.context(), await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
  await serveNotice(page, `<p>Loop</p><video src="${CLIP}" autoplay loop></video>`);
  await page.goto('/pages/home/noticeInfo?id=1');
  await expect(page.getByTestId('video-player')).toHaveCount(1);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0);
  expect(await videoState(page)).toMatchObject({ paused: false, muted: true });
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.getByTestId('video-player')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(await videoState(page)).toMatchObject({ paused: true, time: 0 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
});

test('a video from an origin the deployment did not name, or with a javascript: or data: address, is not shown', async ({
  page,
  api,
}) => {
  await seedSession(page.context(), await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://x').origin)) elsewhere.push(request.url());
  });
  await serveNotice(
    page,
    [
      '<p>Before the videos</p>',
      '<video src="https://evil.example/a.mp4" autoplay></video>',
      `<video><source src="${XSS_MEDIA_ORIGIN}/a.mp4" type="video/mp4"></video>`,
      '<video src="javascript:alert(1)"></video>',
      '<video><source src="javascript:alert(1)"></video>',
      '<video src="data:video/mp4;base64,AAAA"></video>',
      '<video src="//evil.example/a.mp4" poster="https://evil.example/p.jpg"></video>',
      '<p>After the videos</p>',
    ].join(''),
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/pages/home/noticeInfo?id=1');
  const content = page.getByTestId('notice-content');
  await expect(content).toContainText('After the videos');
  await expect(content).toContainText('Before the videos');
  await expect(content.locator('video, source, [data-testid="video-player"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(elsewhere.filter((url) => /evil\.example|media\.example\.com/.test(url))).toEqual([]);
});
