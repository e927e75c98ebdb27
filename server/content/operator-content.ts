import { readFile } from 'node:fs/promises';
import { JSDOM } from 'jsdom';
import { z } from 'zod';
import { readDeployConfig } from '@/config/deploy-config.mjs';
import { MAX_ID } from '@/lib/api/schemas/common';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { isAllowedMediaSource, isSafeImageSource } from '@/lib/html/safe-url';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Db } from '../db/db';
import {
  OperatorUsageError,
  type OperatorCommand,
  type OperatorCommands,
  type OperatorInput,
  listCommand,
} from '../operator-command';
import {
  columnTexts,
  insertAd,
  insertNotice,
  listAllAds,
  listAllNotices,
  noticeTexts,
  setAdActive,
  setNoticeHtml,
  setNoticePublished,
  upsertColumn,
} from './content';
import { contentGlossaryIssues, type ContentText } from './content-glossary';

const jsdom = new JSDOM('');

/** The option that stores content the glossary refuses, as written (a quotation, a brand's wording). */
const GLOSSARY_OVERRIDE = 'allow-glossary-break';
const glossaryOption = { [GLOSSARY_OVERRIDE]: { type: 'boolean' } } as const;

/**
 * Content in the app's words (docs/glossary.md), judged as `npm run i18n:check` judges the seeded
 * content: every break is refused at once, naming the language, the field, the word and the
 * glossary's word, unless `--allow-glossary-break`. Returns the breaks the operator chose to keep,
 * to be printed once the content is stored.
 */
function glossaryBreaks(
  what: string,
  texts: readonly { locale: Locale; text: ContentText }[],
  options: OperatorInput['options'],
): string[] {
  const breaks = texts.flatMap(({ locale, text }) =>
    contentGlossaryIssues(locale, text).map(({ key, detail }) => `  ${locale} ${key}: ${detail}`),
  );
  if (breaks.length > 0 && options[GLOSSARY_OVERRIDE] !== true)
    throw new OperatorUsageError(
      `${what} breaks the glossary (docs/glossary.md):\n${breaks.join('\n')}\n` +
        `Write the glossary's word, or add --${GLOSSARY_OVERRIDE} to store the text as written.`,
    );
  return breaks;
}

/** Each language's text of an item, in the shape `glossaryBreaks` takes. */
function perLocale<T>(
  texts: Partial<Record<Locale, T>>,
  toText: (value: T) => ContentText,
): { locale: Locale; text: ContentText }[] {
  return Object.entries(texts).flatMap(([locale, value]) =>
    isLocale(locale) && value !== undefined ? [{ locale, text: toText(value) }] : [],
  );
}

function reportKeptBreaks(breaks: readonly string[]): void {
  if (breaks.length > 0)
    console.warn(`Stored against the glossary (--${GLOSSARY_OVERRIDE}):\n${breaks.join('\n')}`);
}

/**
 * The origins videos may come from besides the app's own: `BTCW_MEDIA_ORIGINS`, read as the build
 * reads it (config/deploy-config.mjs). Give the CLI the value the app was built with.
 */
function mediaOrigins(): readonly string[] {
  return readDeployConfig(process.env).BTCW_MEDIA_ORIGINS;
}

/**
 * What the sanitizer would take out of a video, said the operator's way: HTML whose video would not
 * be stored as written is refused, rather than a notice stored without the video it was meant to show.
 */
function videoProblems(html: string, origins: readonly string[]): string[] {
  const problems: string[] = [];
  const { document } = new JSDOM(html).window;
  for (const video of document.querySelectorAll('video')) {
    const addresses = [video, ...video.querySelectorAll(':scope > source')]
      .map((element) => element.getAttribute('src'))
      .filter((src) => src !== null);
    if (addresses.length === 0) problems.push('a <video> without src (or <source src>)');
    for (const src of addresses)
      if (!isAllowedMediaSource(src, origins))
        problems.push(
          `video ${JSON.stringify(src)} is neither a path on the app's origin (/media/…) nor https on an origin ` +
            `in BTCW_MEDIA_ORIGINS (${origins.length > 0 ? origins.join(', ') : 'none set'})`,
        );
    const poster = video.getAttribute('poster');
    if (poster !== null && !isSafeImageSource(poster))
      problems.push(`poster ${JSON.stringify(poster)} is not an https:// or /path image`);
  }
  for (const track of document.querySelectorAll('track'))
    problems.push(
      `<track src="${track.getAttribute('src') ?? ''}">: captions are not kept, put them in the picture`,
    );
  for (const audio of document.querySelectorAll('audio'))
    problems.push(`<audio src="${audio.getAttribute('src') ?? ''}">: only video is shown`);
  return problems;
}

/**
 * Same allow-list as the app renders with: what is stored is already harmless. HTML with media the
 * sanitizer would drop is refused; `what` names the HTML in the message.
 */
function clean(html: string, what: string): string {
  const origins = /<(video|source|audio|track)[\s>/]/i.test(html) ? mediaOrigins() : [];
  const problems = videoProblems(html, origins);
  if (problems.length > 0) throw new OperatorUsageError(`${what}: ${problems.join('; ')}`);
  return sanitizeHtml(html, { window: jsdom.window, mediaOrigins: origins });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup `video-attach` appends, with its options: `--poster <url>`, `--autoplay` (always muted), `--loop`. */
function videoMarkup(src: string, options: OperatorInput['options']): string {
  const attributes = [`src="${escapeAttribute(src)}"`];
  const poster = options.poster;
  if (typeof poster === 'string') {
    if (poster.trim() === '') throw new OperatorUsageError('--poster needs an image URL');
    attributes.push(`poster="${escapeAttribute(poster)}"`);
  }
  if (options.autoplay === true) attributes.push('autoplay', 'muted');
  if (options.loop === true) attributes.push('loop');
  return `<video ${attributes.join(' ')}></video>`;
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
const adImageSchema = z
  .string()
  .refine((url) => isHttps(url) || /^\/(?![/\\])/.test(url), 'an image must be https:// or a /path');
const adFileSchema = z
  .object({
    en: titleSchema,
    'zh-Hant': titleSchema.optional(),
    vi: titleSchema.optional(),
    // An image with words gets one per language; a language without one shows the ad's image.
    images: z
      .object({
        en: adImageSchema.optional(),
        'zh-Hant': adImageSchema.optional(),
        vi: adImageSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

async function readJson<T>(file: string | undefined, schema: z.ZodType<T>): Promise<T> {
  if (!file) throw new OperatorUsageError('missing JSON file');
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new OperatorUsageError(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID)
    throw new OperatorUsageError(`Not an id: ${value ?? ''}`);
  return id;
}

const isAppRoute = (url: string) => /^\/pages\/[A-Za-z0-9/_-]+$/.test(url);
const isHttps = (url: string) => /^https:\/\/[^\s/]/i.test(url);

function toggle(
  setter: (db: Db, id: number, on: boolean) => Promise<boolean>,
  on: boolean,
  what: string,
): OperatorCommand {
  return {
    usage: '<id>',
    summary: `${on ? 'show' : 'hide'} the ${what} with this id`,
    args: [1, 1],
    async run(db, { args: [id] }) {
      const parsed = parseId(id);
      if (!(await setter(db, parsed, on))) throw new OperatorUsageError(`No ${what} #${parsed}`);
      console.log(`${what} #${parsed} ${on ? 'shown' : 'hidden'}`);
    },
  };
}

export const contentCommands: OperatorCommands = {
  notices: listCommand('list notices and announcements', async (db) => {
    for (const n of await listAllNotices(db))
      console.log(
        `#${n.id}  ${n.kind.padEnd(12)} ${n.published ? 'shown ' : 'hidden'}  ${n.createdAt.toISOString()}  [${n.locales}]  ${n.title}`,
      );
  }),

  'notice-add': {
    usage: `<notice|announcement> <file.json> [--${GLOSSARY_OVERRIDE}]`,
    summary:
      'add one; JSON { "en": { "title", "summary"?, "html" }, "zh-Hant"?: …, "vi"?: … }\n' +
      `words the glossary rejects are refused unless --${GLOSSARY_OVERRIDE}`,
    args: [2, 2],
    options: glossaryOption,
    async run(db, { args: [kind, file], options }) {
      if (kind !== 'notice' && kind !== 'announcement')
        throw new OperatorUsageError('usage: notice-add <notice|announcement> <file.json>');
      const data = await readJson(file, noticeFileSchema);
      const text = (t: z.infer<typeof noticeTextSchema>, locale: string) => ({
        title: t.title,
        summary: t.summary ?? null,
        contentHtml: clean(t.html, `${file ?? ''} (${locale})`),
      });
      const texts = {
        en: text(data.en, 'en'),
        ...(data['zh-Hant'] ? { 'zh-Hant': text(data['zh-Hant'], 'zh-Hant') } : {}),
        ...(data.vi ? { vi: text(data.vi, 'vi') } : {}),
      };
      const kept = glossaryBreaks(
        file ?? '',
        perLocale(texts, (text) => text),
        options,
      );
      const id = await insertNotice(db, { kind, createdAt: new Date(), texts });
      console.log(`Added ${kind} #${id}`);
      reportKeptBreaks(kept);
    },
  },
  'notice-hide': toggle(setNoticePublished, false, 'notice'),
  'notice-show': toggle(setNoticePublished, true, 'notice'),

  ads: listCommand('list home banners', async (db) => {
    for (const ad of await listAllAds(db))
      console.log(
        `#${ad.id}  order ${ad.sortOrder}  ${ad.active ? 'shown ' : 'hidden'}  ${ad.imageUrl}  -> ${ad.linkUrl ?? '-'}  ${ad.title}`,
      );
  }),

  'ad-add': {
    usage: `<image-url> <link|-> <order> <file.json> [--${GLOSSARY_OVERRIDE}]`,
    summary:
      'add a home banner; JSON { "en": "title", "zh-Hant"?: …, "vi"?: …, "images"?: { "zh-Hant"?: url, "vi"?: url } }\n' +
      `words the glossary rejects are refused unless --${GLOSSARY_OVERRIDE}`,
    args: [4, 4],
    options: glossaryOption,
    async run(db, { args: [imageUrl = '', link = '', order = '', file], options }) {
      if (!isHttps(imageUrl) && !/^\/(?![/\\])/.test(imageUrl))
        throw new OperatorUsageError('The image must be https:// or a /path');
      const linkUrl = link === '-' ? null : link;
      if (linkUrl !== null && !isAppRoute(linkUrl) && !isHttps(linkUrl))
        throw new OperatorUsageError('The link must be an app route (/pages/…) or https://');
      const sortOrder = Number(order);
      if (!Number.isInteger(sortOrder) || Math.abs(sortOrder) > MAX_ID)
        throw new OperatorUsageError(`Not an order number: ${order}`);
      const { images, ...titles } = await readJson(file, adFileSchema);
      const kept = glossaryBreaks(
        file ?? '',
        perLocale(titles, (title) => ({ title })),
        options,
      );
      const id = await insertAd(db, { imageUrl, linkUrl, sortOrder, titles, images, createdAt: new Date() });
      console.log(`Added ad #${id}`);
      reportKeptBreaks(kept);
    },
  },
  'ad-hide': toggle(setAdActive, false, 'ad'),
  'ad-show': toggle(setAdActive, true, 'ad'),

  'column-set': {
    usage: `<aboutUs|privacyPolicy> <en|zh-Hant|vi> <title> <file.html> [--${GLOSSARY_OVERRIDE}]`,
    summary:
      'set About us or the Privacy Policy in one language\n' +
      `words the glossary rejects are refused unless --${GLOSSARY_OVERRIDE}`,
    args: [4, 4],
    options: glossaryOption,
    async run(db, { args: [key, locale, title, file], options }) {
      if (
        (key !== 'aboutUs' && key !== 'privacyPolicy') ||
        !locale ||
        !isLocale(locale) ||
        !title?.trim() ||
        !file
      )
        throw new OperatorUsageError(
          'usage: column-set <aboutUs|privacyPolicy> <en|zh-Hant|vi> <title> <file.html>',
        );
      const text = { title: title.trim(), contentHtml: clean(await readFile(file, 'utf8'), file) };
      const kept = glossaryBreaks(`${key} (${file})`, [{ locale, text }], options);
      await upsertColumn(db, { key, locale, ...text, updatedAt: new Date() });
      console.log(`${key} (${locale}) updated`);
      reportKeptBreaks(kept);
    },
  },

  /**
   * Appends one video to every language of a notice (by id) or of About us / the Privacy Policy,
   * checked as `notice-add` checks HTML: the same clip for all, since it is the text around it that
   * is translated.
   */
  'video-attach': {
    usage: '<notice-id|aboutUs|privacyPolicy> <video-url> [--poster <image-url>] [--autoplay] [--loop]',
    summary:
      "add a video at the end of every language's text, e.g.\n" +
      'video-attach 7 https://media.example.com/intro.mp4 --poster https://media.example.com/intro.jpg',
    args: [2, 2],
    options: { poster: { type: 'string' }, autoplay: { type: 'boolean' }, loop: { type: 'boolean' } },
    async run(db, { args: [target = '', src = ''], options }) {
      const video = videoMarkup(src, options);
      // Every language is checked before anything is written.
      const withVideo = <Text extends { contentHtml: string }>(text: Text): Text => ({
        ...text,
        contentHtml: clean(`${text.contentHtml}${video}`, src),
      });
      let where: string;
      let locales: string[];
      if (target === 'aboutUs' || target === 'privacyPolicy') {
        const texts = (await columnTexts(db, target)).map(withVideo);
        if (texts.length === 0)
          throw new OperatorUsageError(`${target} has no text yet: column-set it first`);
        await db.transaction(async (tx) => {
          for (const text of texts) await upsertColumn(tx, { key: target, ...text, updatedAt: new Date() });
        });
        [where, locales] = [target, texts.map((text) => text.locale)];
      } else {
        const id = parseId(target);
        const texts = (await noticeTexts(db, id)).map(withVideo);
        if (texts.length === 0) throw new OperatorUsageError(`No notice #${id}`);
        await db.transaction(async (tx) => {
          for (const text of texts) await setNoticeHtml(tx, id, text.locale, text.contentHtml);
        });
        [where, locales] = [`notice #${id}`, texts.map((text) => text.locale)];
      }
      console.log(`Video ${src} attached to ${where} (${locales.join(', ')})`);
    },
  },
};
