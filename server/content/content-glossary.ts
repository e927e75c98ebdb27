/**
 * Operator content (notices, ads, the About us / Privacy Policy columns) judged by the glossary
 * (../i18n/glossary.ts): the one check both `npm run i18n:check` (the seeded content,
 * scripts/i18n-drift.ts) and the operator CLI (./operator-content.ts) run.
 *
 * Only the variants the glossary rejects are judged, not whether a translation carries the
 * glossary's word wherever its English names the concept: a notice is prose, its English may use a
 * glossary word in another sense ("Release notes"), and no key can say so the way an app message's
 * can. A rejected variant is wrong in any sentence.
 */
import { JSDOM } from 'jsdom';
import type { Locale } from '@/lib/i18n/locales';
import { glossaryIssues, type VoiceIssue } from '../i18n/glossary';

const { document } = new JSDOM('').window;

/** Elements whose end ends a run of words: their text is not run into the next element's. */
const BREAKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, br, hr, div, ul, ol, tr, td, th, video';

/** What a reader of `html` reads: its text, and the words of images and videos (alt, title). */
export function htmlText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const words = [...template.content.querySelectorAll('[alt], [title]')].flatMap((element) =>
    ['alt', 'title'].flatMap((name) => element.getAttribute(name) ?? []),
  );
  for (const element of template.content.querySelectorAll(BREAKS)) element.after('\n');
  return [template.content.textContent, ...words].join('\n');
}

/** One language of one item: its title, and its summary and HTML where it has them. */
export interface ContentText {
  title: string;
  summary?: string | null;
  contentHtml?: string;
}

/** The glossary's breaks in one language of one item, keyed by the field (title, summary, text). */
export function contentGlossaryIssues(locale: Locale, text: ContentText): VoiceIssue[] {
  if (locale === 'en') return [];
  const fields = new Map([['title', text.title]]);
  if (text.summary) fields.set('summary', text.summary);
  if (text.contentHtml !== undefined) fields.set('text', htmlText(text.contentHtml));
  return glossaryIssues(locale, fields, new Map());
}
