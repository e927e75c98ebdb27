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

export function visibleLength(value: string, useSegmenter = true): number {
  const graphemes = useSegmenter ? graphemeSegmenter() : null;
  if (!graphemes) return codePointLength(value);
  return Array.from(graphemes.segment(value)).length;
}
