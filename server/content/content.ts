import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Db, Queryable } from '../db/db';
import { createReadCache, invalidate } from '../db/read-cache';

export type NoticeKind = 'notice' | 'announcement';
export type ColumnKey = 'aboutUs' | 'privacyPolicy';

export interface NoticeText {
  title: string;
  summary: string | null;
  contentHtml: string;
}

/** English is required: it is the fallback for a language without its own text. */
export type Localized<T> = { en: T } & Partial<Record<Exclude<Locale, 'en'>, T>>;

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  title: string;
  summary: string | null;
  createdAt: Date;
}

export interface NoticeDetailRow extends NoticeRow {
  contentHtml: string;
}

// The requested language's text, else English (every notice has English).
const NOTICE_TEXT_JOIN = `
  JOIN notice_texts en ON en.notice_id = n.id AND en.locale = 'en'
  LEFT JOIN notice_texts loc ON loc.notice_id = n.id AND loc.locale = $1`;

interface NoticeSqlRow {
  id: number;
  kind: NoticeKind;
  title: string;
  summary: string | null;
  created_at: Date;
  content_html?: string;
}

function noticeFromRow(row: NoticeSqlRow): NoticeRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    createdAt: new Date(row.created_at),
  };
}

export interface NoticePage {
  list: readonly NoticeRow[];
  total: number;
}

interface NoticePageQuery {
  page: number;
  pageSize: number;
  kind?: NoticeKind | undefined;
}

/**
 * Pages of `home/notice`, on an exclusive database only (see db/read-cache.ts): public, the same
 * for every visitor, and changed only by `insertNotice` / `setNoticePublished`, which invalidate it.
 */
const noticePages = createReadCache<NoticePage>('notices', { maxEntries: 1_000 });

/** Published notices, newest first, in `locale` (else English). */
export function listNotices(db: Db, locale: Locale, query: NoticePageQuery): Promise<NoticePage> {
  const key = `${locale}|${query.kind ?? ''}|${query.page}|${query.pageSize}`;
  return noticePages.read(db, key, () => queryNotices(db, locale, query));
}

async function queryNotices(
  db: Queryable,
  locale: Locale,
  { page, pageSize, kind }: NoticePageQuery,
): Promise<NoticePage> {
  const kindFilter = kind ?? null;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notices WHERE published AND ($1::text IS NULL OR kind = $1)`,
    [kindFilter],
  );
  const rows = await db.query<NoticeSqlRow>(
    `SELECT n.id::int AS id, n.kind, n.created_at,
            COALESCE(loc.title, en.title) AS title,
            CASE WHEN loc.notice_id IS NULL THEN en.summary ELSE loc.summary END AS summary
     FROM notices n ${NOTICE_TEXT_JOIN}
     WHERE n.published AND ($2::text IS NULL OR n.kind = $2)
     ORDER BY n.created_at DESC, n.id DESC
     LIMIT $3 OFFSET $4`,
    [locale, kindFilter, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(noticeFromRow), total: count?.n ?? 0 };
}

/** A published notice, or null (unpublished and unknown look the same). */
export async function findNotice(db: Queryable, locale: Locale, id: number): Promise<NoticeDetailRow | null> {
  const [row] = await db.query<NoticeSqlRow & { content_html: string }>(
    `SELECT n.id::int AS id, n.kind, n.created_at,
            COALESCE(loc.title, en.title) AS title,
            CASE WHEN loc.notice_id IS NULL THEN en.summary ELSE loc.summary END AS summary,
            COALESCE(loc.content_html, en.content_html) AS content_html
     FROM notices n ${NOTICE_TEXT_JOIN}
     WHERE n.id = $2 AND n.published`,
    [locale, id],
  );
  return row ? { ...noticeFromRow(row), contentHtml: row.content_html } : null;
}

export async function insertNotice(
  db: Queryable,
  input: { kind: NoticeKind; texts: Localized<NoticeText>; createdAt: Date; published?: boolean },
): Promise<number> {
  try {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO notices (kind, published, created_at) VALUES ($1, $2, $3) RETURNING id::int AS id',
      [input.kind, input.published ?? true, input.createdAt],
    );
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    for (const [locale, text] of Object.entries(input.texts)) {
      await db.query(
        'INSERT INTO notice_texts (notice_id, locale, title, summary, content_html) VALUES ($1, $2, $3, $4, $5)',
        [row.id, locale, text.title, text.summary, text.contentHtml],
      );
    }
    return row.id;
  } finally {
    invalidate('notices');
  }
}

/** Returns false when there is no such notice. */
export async function setNoticePublished(db: Queryable, id: number, published: boolean): Promise<boolean> {
  try {
    const rows = await db.query('UPDATE notices SET published = $2 WHERE id = $1 RETURNING id', [
      id,
      published,
    ]);
    return rows.length > 0;
  } finally {
    invalidate('notices');
  }
}

/** Every language's text of a notice, shown or hidden (the operator's edits); empty for an unknown id. */
export async function noticeTexts(
  db: Queryable,
  id: number,
): Promise<{ locale: Locale; contentHtml: string }[]> {
  return db.query<{ locale: Locale; contentHtml: string }>(
    `SELECT locale, content_html AS "contentHtml" FROM notice_texts WHERE notice_id = $1 ORDER BY locale`,
    [id],
  );
}

export async function setNoticeHtml(
  db: Queryable,
  id: number,
  locale: Locale,
  contentHtml: string,
): Promise<void> {
  try {
    await db.query('UPDATE notice_texts SET content_html = $3 WHERE notice_id = $1 AND locale = $2', [
      id,
      locale,
      contentHtml,
    ]);
  } finally {
    invalidate('notices');
  }
}

export async function listAllNotices(
  db: Queryable,
): Promise<
  { id: number; kind: NoticeKind; published: boolean; createdAt: Date; title: string; locales: string }[]
> {
  const rows = await db.query<{
    id: number;
    kind: NoticeKind;
    published: boolean;
    created_at: Date;
    title: string;
    locales: string;
  }>(
    `SELECT n.id::int AS id, n.kind, n.published, n.created_at, en.title,
            (SELECT string_agg(t.locale, ',' ORDER BY t.locale) FROM notice_texts t WHERE t.notice_id = n.id) AS locales
     FROM notices n JOIN notice_texts en ON en.notice_id = n.id AND en.locale = 'en'
     ORDER BY n.created_at DESC, n.id DESC`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.created_at) }));
}

export interface AdRow {
  id: number;
  imageUrl: string;
  linkUrl: string | null;
  title: string;
}

export async function listAds(db: Queryable, locale: Locale): Promise<AdRow[]> {
  const rows = await db.query<{ id: number; image_url: string; link_url: string | null; title: string }>(
    `SELECT a.id::int AS id, COALESCE(loc.image_url, a.image_url) AS image_url, a.link_url,
            COALESCE(loc.title, en.title) AS title
     FROM ads a
     JOIN ad_texts en ON en.ad_id = a.id AND en.locale = 'en'
     LEFT JOIN ad_texts loc ON loc.ad_id = a.id AND loc.locale = $1
     WHERE a.active
     ORDER BY a.sort_order, a.id`,
    [locale],
  );
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    title: row.title,
  }));
}

export async function insertAd(
  db: Queryable,
  input: {
    imageUrl: string;
    linkUrl: string | null;
    sortOrder: number;
    titles: Localized<string>;
    /** The image in a language, where it differs from `imageUrl` (an image with words). */
    images?: Partial<Record<Locale, string>>;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO ads (image_url, link_url, sort_order, created_at) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
    [input.imageUrl, input.linkUrl, input.sortOrder, input.createdAt],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  for (const locale of LOCALES) {
    const image = input.images?.[locale] ?? null;
    // A language with its own image and no title of its own shows the English title, as without.
    const title = input.titles[locale] ?? (image === null ? undefined : input.titles.en);
    if (title === undefined) continue;
    await db.query('INSERT INTO ad_texts (ad_id, locale, title, image_url) VALUES ($1, $2, $3, $4)', [
      row.id,
      locale,
      title,
      image,
    ]);
  }
  return row.id;
}

export async function setAdActive(db: Queryable, id: number, active: boolean): Promise<boolean> {
  const rows = await db.query('UPDATE ads SET active = $2 WHERE id = $1 RETURNING id', [id, active]);
  return rows.length > 0;
}

export async function listAllAds(db: Queryable): Promise<
  {
    id: number;
    imageUrl: string;
    linkUrl: string | null;
    sortOrder: number;
    active: boolean;
    title: string;
  }[]
> {
  const rows = await db.query<{
    id: number;
    image_url: string;
    link_url: string | null;
    sort_order: number;
    active: boolean;
    title: string;
  }>(
    `SELECT a.id::int AS id, a.image_url, a.link_url, a.sort_order::int AS sort_order, a.active, en.title
     FROM ads a JOIN ad_texts en ON en.ad_id = a.id AND en.locale = 'en' ORDER BY a.sort_order, a.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    sortOrder: row.sort_order,
    active: row.active,
    title: row.title,
  }));
}

export async function findColumn(
  db: Queryable,
  locale: Locale,
  key: ColumnKey,
): Promise<{ title: string; contentHtml: string } | null> {
  const [row] = await db.query<{ title: string; content_html: string }>(
    `SELECT title, content_html FROM content_columns WHERE key = $1 AND locale IN ($2, 'en')
     ORDER BY (locale = $2) DESC LIMIT 1`,
    [key, locale],
  );
  return row ? { title: row.title, contentHtml: row.content_html } : null;
}

/** Every language a column has, with its title and text. */
export async function columnTexts(
  db: Queryable,
  key: ColumnKey,
): Promise<{ locale: Locale; title: string; contentHtml: string }[]> {
  return db.query<{ locale: Locale; title: string; contentHtml: string }>(
    `SELECT locale, title, content_html AS "contentHtml" FROM content_columns WHERE key = $1 ORDER BY locale`,
    [key],
  );
}

export async function upsertColumn(
  db: Queryable,
  input: { key: ColumnKey; locale: Locale; title: string; contentHtml: string; updatedAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO content_columns (key, locale, title, content_html, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key, locale) DO UPDATE SET title = EXCLUDED.title, content_html = EXCLUDED.content_html,
       updated_at = EXCLUDED.updated_at`,
    [input.key, input.locale, input.title, input.contentHtml, input.updatedAt],
  );
}
