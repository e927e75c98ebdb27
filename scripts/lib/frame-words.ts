import { FRAME_WORD_PATHS, FRAME_WORDS_ID, type FrameLocale } from '@/lib/i18n/frame-words';
import { pickMessages, type MessageTree } from '@/lib/i18n/message-tree';
import vi from '@/messages/vi.json';
import zhHant from '@/messages/zh-Hant.json';

const CATALOGS: Record<FrameLocale, MessageTree> = { 'zh-Hant': zhHant, vi };

/** ICU syntax a precompiled message would not keep as written. */
const NOT_PLAIN = /[{}'#<>]/;

function assertPlain(tree: MessageTree, at: string): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (NOT_PLAIN.test(value)) throw new Error(`frame words: ${at}${key} is not plain text: ${value}`);
    } else if (!Array.isArray(value)) assertPlain(value as MessageTree, `${at}${key}.`);
  }
}

/** The frame's words of every language besides English (lib/i18n/frame-words.ts). */
export function frameWords(): Record<FrameLocale, MessageTree> {
  const words = Object.fromEntries(
    Object.entries(CATALOGS).map(([locale, catalog]) => [locale, pickMessages(catalog, FRAME_WORD_PATHS)]),
  ) as Record<FrameLocale, MessageTree>;
  for (const [locale, tree] of Object.entries(words)) assertPlain(tree, `${locale}.`);
  return words;
}

/** The page with the frame's words as a JSON data block at the end of its `<head>`. */
export function withFrameWords(html: string, words: Record<FrameLocale, MessageTree> = frameWords()): string {
  if (html.includes(`id="${FRAME_WORDS_ID}"`)) return html;
  // `<` escaped: the text can never close the element.
  const json = JSON.stringify(words).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${FRAME_WORDS_ID}">${json}</script>`;
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('frame words: the page has no </head>');
  return html.slice(0, end) + block + html.slice(end);
}
