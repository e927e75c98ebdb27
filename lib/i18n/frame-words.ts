import type { DEFAULT_LOCALE, Locale } from './locales';
import type { MessagePath } from './message-paths';
import type { MessageTree } from './message-tree';

/**
 * The frame's words in each language besides English (the bar's titles, the tabs, the offline and
 * load-failure notices), carried by every exported page as a JSON data block the build writes into
 * its `<head>` (scripts/finish-pages.ts): data, not code, so it costs no script time. Read only when
 * a language's catalog cannot come (a connection dropped while the page loaded), so the frame keeps
 * speaking the reader's language meanwhile. Absent under `next dev`: the frame stays English there.
 */
export const FRAME_WORDS_ID = 'frame-words';

/**
 * What the block holds. Only messages without arguments: they read the same as the build's
 * precompiled catalogs (scripts/lib/frame-words.ts checks it).
 */
export const FRAME_WORD_PATHS = [
  'nav',
  'titles',
  'screenLoad',
  'shell.offline',
  'shell.offlineNavigation',
  'shell.offlineAction',
  'shell.loadFailureHint',
] as const satisfies readonly MessagePath[];

export type FrameLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

type FrameWords = Partial<Record<FrameLocale, unknown>>;
let read: FrameWords | null = null;

/** The frame's words in `locale` from this page's block, or undefined when it has none. */
export function frameWordsOf(locale: FrameLocale, doc: Document = document): MessageTree | undefined {
  if (read === null) {
    try {
      const parsed: unknown = JSON.parse(doc.getElementById(FRAME_WORDS_ID)?.textContent ?? '{}');
      read = typeof parsed === 'object' && parsed !== null ? parsed : {};
    } catch {
      read = {};
    }
  }
  const words = read[locale];
  return typeof words === 'object' && words !== null ? (words as MessageTree) : undefined;
}
