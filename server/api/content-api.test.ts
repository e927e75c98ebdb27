import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hasVideo, sanitizeHtml } from '@/lib/html/sanitize';
import { homeAd } from '@/lib/api/endpoints/home-ad';
import { homeNotice } from '@/lib/api/endpoints/home-notice';
import { homeNoticeDetail } from '@/lib/api/endpoints/home-notice-detail';
import { insertNotice, setNoticePublished } from '../content/content';
import { resultOf, sharedTestApp } from '../test-support/shared-test-app';
import * as z from '@/lib/api/zod';

const app = sharedTestApp({ testMode: true });

describe('home content', () => {
  it('serves notices newest first in the Accept-Language, filtered by kind', async () => {
    const en = await resultOf(app, homeNotice, { page: 1, pageSize: 10 });
    expect(en.total).toBe(5);
    expect(en.list[0]?.title).toBe('Beware of phishing');
    const zh = await resultOf(app, homeNotice, { page: 1, pageSize: 2 }, { language: 'zh-TW,zh;q=0.9' });
    expect(zh.list.map((n) => n.title)).toEqual(['謹防釣魚詐騙', '全新 90 天理財產品']);
    const vi = await resultOf(
      app,
      homeNotice,
      { page: 1, pageSize: 10, kind: 'announcement' },
      { language: 'vi' },
    );
    expect(vi.total).toBe(2);
    expect(vi.list.every((n) => n.kind === 'announcement')).toBe(true);
    expect(vi.list[0]?.title).toBe('Sản phẩm tài chính 90 ngày mới');
  });

  it('falls back to English for a language without text and hides unpublished notices', async () => {
    const id = await insertNotice(app.db, {
      kind: 'notice',
      texts: { en: { title: 'Only English', summary: null, contentHtml: '<p>x</p>' } },
      createdAt: app.clock.now(),
    });
    const detail = await app.post('home/noticeDetail', { id }, { language: 'vi' });
    expect(homeNoticeDetail.response(z).parse(detail.envelope.result).title).toBe('Only English');
    await setNoticePublished(app.db, id, false);
    const hidden = await app.post('home/noticeDetail', { id });
    const unknown = await app.post('home/noticeDetail', { id: 99_999 });
    expect(hidden.envelope).toEqual(unknown.envelope);
    expect(unknown.envelope.code).toBe(404);
  });

  it('serves ads in order and the about/privacy columns per language', async () => {
    const ads = await resultOf(app, homeAd, {}, { language: 'zh-Hant' });
    expect(ads.map((ad) => ad.title)).toEqual(['質押 BTCW，每日收益', '定期理財產品', '邀請好友']);
    // Each seeded banner's words are in the reader's language: one image per language, each served.
    for (const language of ['en', 'zh-Hant', 'vi'] as const) {
      const images = (await resultOf(app, homeAd, {}, { language })).map((ad) => ad.imageUrl);
      expect(images).toHaveLength(3);
      for (const image of images) {
        if (language === 'en') expect(image).toMatch(/^\/images\/ads\/[a-z-]+\.webp$/);
        else expect(image).toMatch(new RegExp(`^/images/ads/[a-z-]+\\.${language}\\.webp$`));
        // The served file is a 750 × 300 WebP (scripts/media/render-seed-images.ts): VP8X keeps the
        // canvas size, less one, as 24-bit little-endian numbers at bytes 24 and 27.
        const webp = readFileSync(path.join('public', image));
        expect(webp.toString('latin1', 0, 4) + webp.toString('latin1', 8, 16)).toBe('RIFFWEBPVP8X');
        expect([webp.readUIntLE(24, 3) + 1, webp.readUIntLE(27, 3) + 1]).toEqual([750, 300]);
        // Its words are in its SVG source: no English in a translated image (the figures and the brand aside).
        const svg = readFileSync(path.join('public', image.replace(/\.webp$/, '.svg')), 'utf8');
        if (language === 'en') expect(svg).toMatch(/\b(STAKE|EARN|DAILY|FIXED|INVITE|GROW)\b/);
        else expect(svg).not.toMatch(/>[^<]*\b(STAKE|EARN|DAILY|FIXED|INVITE|GROW)\b/);
      }
    }
    const about = await app.post('home/columDetail', { key: 'aboutUs' }, { language: 'vi' });
    expect(about.envelope.result).toMatchObject({ title: 'Về chúng tôi' });
    const privacy = await app.post('home/columDetail', { key: 'privacyPolicy' });
    expect(privacy.envelope.result).toMatchObject({ title: 'Privacy Policy' });
    expect((await app.post('home/columDetail', { key: 'secrets' })).envelope.code).toBe(400);
  });

  it('seeds one notice with the test clip from the app itself, a video the app keeps', async () => {
    const list = await resultOf(app, homeNotice, { page: 1, pageSize: 10 }, { language: 'vi' });
    const seeded = list.list.find((notice) => notice.title === 'Thông báo giờ đã có thể phát video');
    const detail = await resultOf(app, homeNoticeDetail, { id: seeded?.id }, { language: 'vi' });
    const clean = sanitizeHtml(detail.contentHtml, { window: new JSDOM('').window });
    expect(hasVideo(clean)).toBe(true);
    expect(clean).toContain('<video src="/media/btcw-test-card.mp4" poster="/media/btcw-test-card.jpg"');
    // Served from public/ (the export's /media/), and small enough for a phone on a slow network.
    for (const file of ['public/media/btcw-test-card.mp4', 'public/media/btcw-test-card.jpg'])
      expect(statSync(file).size).toBeLessThan(100 * 1024);
  });
});
