/**
 * Length of a text as a person counts it: user-perceived characters (grapheme clusters), so `🔑`,
 * `é` written as e + combining accent, and a family emoji joined with ZWJ each count as one.
 * Uses Intl.Segmenter where the runtime has it (Node, current browsers); elsewhere counts Unicode
 * code points, which still counts an emoji as one rather than as its two UTF-16 halves.
 * Shared by the forms and the server's schemas, so both apply the same rule.
 */

type GraphemeSegmenter = { segment(input: string): Iterable<unknown> };

let segmenter: GraphemeSegmenter | null | undefined;

function graphemeSegmenter(): GraphemeSegmenter | null {
  if (segmenter === undefined) {
    const Segmenter = typeof Intl === 'undefined' ? undefined : Intl.Segmenter;
    // Grapheme boundaries do not depend on the language: one instance serves every locale.
    segmenter = typeof Segmenter === 'function' ? new Segmenter('en', { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

export function codePointLength(value: string): number {
  // A string iterator walks code points (a surrogate pair is one step).
  return Array.from(value).length;
}

// Printable ASCII has no combining marks and no multi-character clusters (CR LF is the only one in
// ASCII, and it is not printable), so its length is exact. The shortcut matters on a phone: the first
// Intl.Segmenter a page makes starts ICU's break iterator, >100 ms at 4× CPU slowdown, and a form
// checks its password on the tap that opens the review sheet.
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

export function visibleLength(value: string, useSegmenter = true): number {
  if (PRINTABLE_ASCII.test(value)) return value.length;
  const graphemes = useSegmenter ? graphemeSegmenter() : null;
  if (!graphemes) return codePointLength(value);
  return Array.from(graphemes.segment(value)).length;
}
