import { schema } from '../schema';

export const REMARK_MAX_LENGTH = 50;

/**
 * Characters a remark may not hold: C0/C1 controls (incl. CR, LF, tab), bidi embeddings,
 * overrides and isolates (U+202A–202E, U+2066–2069), marks that reorder or hide text
 * (U+200B–200F, U+061C, U+2060–2064, U+FEFF, soft hyphen). Remarks are shown to their author
 * only, but a reversed or invisible remark would still mislead them.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
export const FORBIDDEN_REMARK_CHARS =
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/* eslint-enable no-control-regex */

/** Markup and script URLs: a remark is a name or a short note, never HTML or a link. */
export const REMARK_MARKUP = /[<>]|(?:java|vb)script\s*:|data\s*:/iu;

/** A member's note about one of their invitees: plain text, trimmed, 1–50 characters. */
export const remarkSchema = schema((z) =>
  z.pipe(
    z.pipe(
      z.string().check(
        z.refine((value) => !FORBIDDEN_REMARK_CHARS.test(value), 'remark_invalid_chars'),
        z.refine((value) => !REMARK_MARKUP.test(value), 'remark_markup'),
      ),
      z.transform((value: string) => value.trim()),
    ),
    z.string().check(
      z.minLength(1, 'remark_required'),
      z.refine((value) => codePointLength(value) <= REMARK_MAX_LENGTH, 'remark_too_long'),
    ),
  ),
);

/** Length in code points, as PostgreSQL's char_length counts (an emoji is one). */
function codePointLength(value: string): number {
  return value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}
