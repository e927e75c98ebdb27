import { readFile } from 'node:fs/promises';
import { JSDOM } from 'jsdom';
import { z } from 'zod';
import { MAX_ID } from '@/lib/api/schemas/common';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { isLocale } from '@/lib/i18n/locales';
import type { Db } from '../db/db';
import {
  insertAd,
  insertNotice,
  listAllAds,
  listAllNotices,
  setAdActive,
  setNoticePublished,
  upsertColumn,
} from './content';

export class ContentUsageError extends Error {}

type Command = (db: Db, args: readonly string[]) => Promise<void>;

const jsdom = new JSDOM('');

/** Same allow-list as the app renders with: what is stored is already harmless. */
function clean(html: string): string {
  return sanitizeHtml(html, { window: jsdom.window });
}

const noticeTextSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(500).optional(),
    html: z.string().min(1),
  })
  .strict();
const noticeFileSchema = z
  .object({ en: noticeTextSchema, 'zh-Hant': noticeTextSchema.optional(), vi: noticeTextSchema.optional() })
  .strict();
const titleSchema = z.string().trim().min(1).max(200);
const adFileSchema = z
  .object({ en: titleSchema, 'zh-Hant': titleSchema.optional(), vi: titleSchema.optional() })
  .strict();

async function readJson<T>(file: string | undefined, schema: z.ZodType<T>): Promise<T> {
  if (!file) throw new ContentUsageError('missing JSON file');
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new ContentUsageError(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID)
    throw new ContentUsageError(`Not an id: ${value ?? ''}`);
  return id;
}

const isAppRoute = (url: string) => /^\/pages\/[A-Za-z0-9/_-]+$/.test(url);
const isHttps = (url: string) => /^https:\/\/[^\s/]/i.test(url);

function toggle(
  setter: (db: Db, id: number, on: boolean) => Promise<boolean>,
  on: boolean,
  what: string,
): Command {
  return async (db, [id]) => {
    const parsed = parseId(id);
    if (!(await setter(db, parsed, on))) throw new ContentUsageError(`No ${what} #${parsed}`);
    console.log(`${what} #${parsed} ${on ? 'shown' : 'hidden'}`);
  };
}

export const contentCommands: Record<string, Command> = {
  async notices(db) {
    for (const n of await listAllNotices(db))
      console.log(
        `#${n.id}  ${n.kind.padEnd(12)} ${n.published ? 'shown ' : 'hidden'}  ${n.createdAt.toISOString()}  [${n.locales}]  ${n.title}`,
      );
  },

  async 'notice-add'(db, [kind, file]) {
    if (kind !== 'notice' && kind !== 'announcement')
      throw new ContentUsageError('usage: notice-add <notice|announcement> <file.json>');
    const data = await readJson(file, noticeFileSchema);
    const text = (t: z.infer<typeof noticeTextSchema>) => ({
      title: t.title,
      summary: t.summary ?? null,
      contentHtml: clean(t.html),
    });
    const id = await insertNotice(db, {
      kind,
      createdAt: new Date(),
      texts: {
        en: text(data.en),
        ...(data['zh-Hant'] ? { 'zh-Hant': text(data['zh-Hant']) } : {}),
        ...(data.vi ? { vi: text(data.vi) } : {}),
      },
    });
    console.log(`Added ${kind} #${id}`);
  },
  'notice-hide': toggle(setNoticePublished, false, 'notice'),
  'notice-show': toggle(setNoticePublished, true, 'notice'),

  async ads(db) {
    for (const ad of await listAllAds(db))
      console.log(
        `#${ad.id}  order ${ad.sortOrder}  ${ad.active ? 'shown ' : 'hidden'}  ${ad.imageUrl}  -> ${ad.linkUrl ?? '-'}  ${ad.title}`,
      );
  },

  async 'ad-add'(db, [imageUrl, link, order, file]) {
    if (!imageUrl || !link || !order)
      throw new ContentUsageError('usage: ad-add <image-url> <link|-> <order> <file.json>');
    if (!isHttps(imageUrl) && !/^\/(?![/\\])/.test(imageUrl))
      throw new ContentUsageError('The image must be https:// or a /path');
    const linkUrl = link === '-' ? null : link;
    if (linkUrl !== null && !isAppRoute(linkUrl) && !isHttps(linkUrl))
      throw new ContentUsageError('The link must be an app route (/pages/…) or https://');
    const sortOrder = Number(order);
    if (!Number.isInteger(sortOrder) || Math.abs(sortOrder) > MAX_ID)
      throw new ContentUsageError(`Not an order number: ${order}`);
    const titles = await readJson(file, adFileSchema);
    const id = await insertAd(db, { imageUrl, linkUrl, sortOrder, titles, createdAt: new Date() });
    console.log(`Added ad #${id}`);
  },
  'ad-hide': toggle(setAdActive, false, 'ad'),
  'ad-show': toggle(setAdActive, true, 'ad'),

  async 'column-set'(db, [key, locale, title, file]) {
    if (
      (key !== 'aboutUs' && key !== 'privacyPolicy') ||
      !locale ||
      !isLocale(locale) ||
      !title?.trim() ||
      !file
    )
      throw new ContentUsageError(
        'usage: column-set <aboutUs|privacyPolicy> <en|zh-Hant|vi> <title> <file.html>',
      );
    await upsertColumn(db, {
      key,
      locale,
      title: title.trim(),
      contentHtml: clean(await readFile(file, 'utf8')),
      updatedAt: new Date(),
    });
    console.log(`${key} (${locale}) updated`);
  },
};
