/**
 * What the message files can drift into that no library checks here (`npm run i18n:check` runs it
 * after @lingual/i18n-check, which checks every translation has every English key, non-empty, with
 * valid ICU and the same placeholders and tags; next-intl's typed messages check the keys the code
 * uses at compile time, and ESLint refuses text in JSX):
 *
 * - a key a translation has and English does not (left over after a rename);
 * - a key that appears twice in one object (JSON.parse silently keeps the last);
 * - a translation identical to English that still reads as two or more Latin words (probably not
 *   translated yet), outside the keys allowed to match (language names, the brand);
 * - a break of the one voice (docs/style-guide.md): a translation without the glossary's word for a
 *   concept its English names, or with a word the glossary rejects; English of the app's own that is
 *   not sentence case. Checked on the reference server's messages too (server/i18n/messages.ts);
 * - a word the glossary rejects in the seeded operator content (server/content/seed-content.ts: the
 *   titles, summaries and HTML text of notices, ads and columns), judged as the operator CLI judges
 *   what it is given (server/content/content-glossary.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n/locales';
import { contentGlossaryIssues, type ContentText } from '../server/content/content-glossary';
import { SEEDED_CONTENT, type SeedContent } from '../server/content/seed-content';
import { glossaryIssues } from '../server/i18n/glossary';
import { catalogues as serverCatalogues } from '../server/i18n/messages';
import { caseIssues } from './lib/i18n-voice';

export interface Drift {
  file: string;
  key: string;
  detail: string;
}

/** Keys whose translations may equal English. A trailing `.*` matches a subtree. */
export const IDENTICAL_ALLOWED_KEYS: readonly string[] = ['settings.languages.*', 'common.appName'];
/** Names that stay in Latin letters in every language. */
export const BRAND_NAMES: readonly string[] = ['BTCW', 'MetaMask', 'Trust Wallet', 'TokenPocket', 'USDT'];

const LATIN_WORD = /\p{Script=Latin}+(?:['’]\p{Script=Latin}+)*/gu;
const PLACEHOLDER = /\{[^{}]*\}|<\/?[A-Za-z][\w-]*\s*\/?>/g;

/** Dotted key → value of every leaf, and every key that appears twice in its object. */
export function readMessages(
  file: string,
  text: string,
): { leaves: Map<string, unknown>; duplicates: string[] } {
  const json = ts.parseJsonText(file, text);
  const leaves = new Map<string, unknown>();
  const duplicates: string[] = [];
  const visit = (node: ts.Expression, prefix: string) => {
    if (!ts.isObjectLiteralExpression(node)) {
      leaves.set(prefix, ts.isStringLiteral(node) ? node.text : node.getText(json));
      return;
    }
    const seen = new Set<string>();
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(json);
      const key = prefix ? `${prefix}.${name}` : name;
      if (seen.has(name)) duplicates.push(key);
      seen.add(name);
      visit(property.initializer, key);
    }
  };
  const root = json.statements[0]?.expression;
  if (root) visit(root, '');
  return { leaves, duplicates };
}

function allowedIdentical(key: string): boolean {
  return IDENTICAL_ALLOWED_KEYS.some((pattern) =>
    pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}

/** Identical to English, and still two or more Latin words once placeholders and brands are out. */
export function isProbablyUntranslated(key: string, value: string, english: string): boolean {
  if (value !== english || allowedIdentical(key)) return false;
  let text = value.replace(PLACEHOLDER, ' ');
  for (const brand of BRAND_NAMES) text = text.replaceAll(brand, ' ');
  return (text.match(LATIN_WORD)?.length ?? 0) >= 2;
}

export function findDrift(files: readonly { file: string; text: string; english: boolean }[]): Drift[] {
  const read = files.map((entry) => ({ ...entry, ...readMessages(entry.file, entry.text) }));
  const source = read.find((entry) => entry.english);
  if (!source) throw new Error('no English catalog');
  const drift: Drift[] = [];
  for (const entry of read) {
    for (const key of entry.duplicates) drift.push({ file: entry.file, key, detail: 'appears twice' });
    if (entry === source) continue;
    for (const [key, value] of entry.leaves) {
      const english = source.leaves.get(key);
      if (english === undefined) drift.push({ file: entry.file, key, detail: 'not in English' });
      else if (
        typeof value === 'string' &&
        typeof english === 'string' &&
        isProbablyUntranslated(key, value, english)
      )
        drift.push({ file: entry.file, key, detail: `probably untranslated: ${JSON.stringify(value)}` });
    }
  }
  return drift;
}

/** Only the string leaves (next-intl messages are all strings; anything else is i18n-check's to report). */
function strings(leaves: ReadonlyMap<string, unknown>): Map<string, string> {
  return new Map([...leaves].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Breaks of the one voice in one set of catalogs (the app's, or the server's), one per language. */
export function findVoiceDrift(
  catalogs: readonly { file: string; locale: Locale; leaves: ReadonlyMap<string, unknown> }[],
): Drift[] {
  const source = catalogs.find((catalog) => catalog.locale === DEFAULT_LOCALE);
  if (!source) throw new Error('no English catalog');
  const english = strings(source.leaves);
  const drift: Drift[] = caseIssues(english, BRAND_NAMES).map((issue) => ({ file: source.file, ...issue }));
  for (const { file, locale, leaves } of catalogs) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const issue of glossaryIssues(locale, strings(leaves), english)) drift.push({ file, ...issue });
  }
  return drift;
}

/**
 * Breaks of the glossary in operator content, one drift per field of an item in a language: the
 * item named by its kind and English title (`notice "Beware of phishing" summary`).
 */
export function findContentDrift(file: string, content: SeedContent): Drift[] {
  const items: { item: string; texts: Partial<Record<Locale, ContentText>> }[] = [
    ...content.notices.map(({ texts }) => ({ item: `notice ${JSON.stringify(texts.en.title)}`, texts })),
    ...content.ads.map(({ titles }) => ({
      item: `ad ${JSON.stringify(titles.en)}`,
      texts: Object.fromEntries(Object.entries(titles).map(([locale, title]) => [locale, { title }])),
    })),
    ...Object.entries(content.columns).map(([key, texts]) => ({ item: `column ${key}`, texts })),
  ];
  const drift: Drift[] = [];
  for (const { item, texts } of items)
    for (const locale of LOCALES) {
      const text = texts[locale];
      if (text === undefined) continue;
      for (const { key, detail } of contentGlossaryIssues(locale, text))
        drift.push({ file: `${file} (${locale})`, key: `${item} ${key}`, detail });
    }
  return drift;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  const files = LOCALES.map((locale) => {
    const file = `messages/${locale}.json`;
    return { file, text: readFileSync(file, 'utf8'), english: locale === DEFAULT_LOCALE };
  });
  const serverFile = 'server/i18n/messages.ts';
  const drift = [
    ...findDrift(files),
    ...findVoiceDrift(
      files.map(({ file, text }, index) => ({
        file,
        locale: LOCALES[index] ?? DEFAULT_LOCALE,
        leaves: readMessages(file, text).leaves,
      })),
    ),
    ...findVoiceDrift(
      LOCALES.map((locale) => ({
        file: `${serverFile} (${locale})`,
        locale,
        leaves: new Map(Object.entries(serverCatalogues[locale])),
      })),
    ),
    ...findContentDrift('server/content/seed-content.ts', SEEDED_CONTENT),
  ];
  for (const { file, key, detail } of drift) console.error(`${file}: ${key}: ${detail}`);
  console.log(drift.length === 0 ? 'i18n drift: none' : `i18n drift: ${drift.length} problem(s)`);
  process.exitCode = drift.length === 0 ? 0 : 1;
}
