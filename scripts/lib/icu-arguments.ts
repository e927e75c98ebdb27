/**
 * A small ICU MessageFormat reader — just enough to list the argument names and rich-text tag names of a
 * message, the way next-intl (intl-messageformat / @formatjs parser) reads it:
 *
 * - `{name}`, `{name, number}`, `{name, date, short}`, `{n, number, ::currency/EUR}`
 * - `{n, plural, offset:1 =0 {…} one {# …} other {…}}`, `selectordinal`, `select` (arguments inside the
 *   branches are collected too)
 * - rich-text tags `<b>…</b>` and `<br/>`
 * - apostrophe quoting: `''` is a literal apostrophe; `'` before `{`, `}`, `<` (and `#` inside a plural
 *   branch) starts a quoted literal that ends at the next single `'`; any other `'` is literal (`wallet's`).
 */

export interface IcuArguments {
  /** Argument names, e.g. `min` for `{min}` or `count` for `{count, plural, …}`. */
  readonly args: ReadonlySet<string>;
  /** Rich-text tag names, e.g. `b` for `<b>…</b>`. */
  readonly tags: ReadonlySet<string>;
}

export class IcuSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at character ${offset + 1})`);
    this.name = 'IcuSyntaxError';
  }
}

const PLURAL_TYPES = new Set(['plural', 'selectordinal']);
const BRANCH_TYPES = new Set(['plural', 'selectordinal', 'select']);
const WHITESPACE = /\s/;
/** Characters that end an argument name, type or selector. */
const NAME_STOP = /[\s{}(),#<>'=:/]/;
const TAG_NAME_START = /[A-Za-z]/;
const TAG_NAME_CHAR = /[A-Za-z0-9_-]/;

/** Lists the argument and tag names of an ICU message; throws {@link IcuSyntaxError} when it is malformed. */
export function extractIcuArguments(message: string): IcuArguments {
  const args = new Set<string>();
  const tags = new Set<string>();
  let pos = 0;

  const peek = (offset = 0): string | undefined => message[pos + offset];
  const fail = (what: string, at = pos): never => {
    throw new IcuSyntaxError(what, at);
  };
  const skipWhitespace = () => {
    while (pos < message.length && WHITESPACE.test(message.charAt(pos))) pos++;
  };
  const readName = (what: string): string => {
    const start = pos;
    while (pos < message.length && !NAME_STOP.test(message.charAt(pos))) pos++;
    if (pos === start) fail(`expected ${what}`);
    return message.slice(start, pos);
  };
  const expect = (char: string) => {
    if (peek() !== char)
      fail(pos >= message.length ? `expected "${char}" but the message ended` : `expected "${char}"`);
    pos++;
  };

  /** After an apostrophe at `pos`: consumes a quoted literal or a literal apostrophe. */
  const readApostrophe = (inPlural: boolean) => {
    const next = peek(1);
    if (next === "'") {
      pos += 2;
      return;
    }
    if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
      pos += 2;
      for (;;) {
        if (pos >= message.length) return; // An unterminated quote runs to the end, as in ICU.
        if (peek() === "'") {
          if (peek(1) === "'") {
            pos += 2;
            continue;
          }
          pos++;
          return;
        }
        pos++;
      }
    }
    pos++;
  };

  /** Reads text and arguments until the end, a `}` closing a branch, or a `</` closing a tag. */
  const readPattern = (inBranch: boolean, inPlural: boolean, openTag: string | null) => {
    while (pos < message.length) {
      const char = message.charAt(pos);
      if (char === "'") {
        readApostrophe(inPlural);
      } else if (char === '{') {
        readArgument();
      } else if (char === '}') {
        if (inBranch) return;
        fail('unmatched "}"');
      } else if (char === '<' && peek(1) === '/' && TAG_NAME_START.test(peek(2) ?? '')) {
        if (openTag === null) fail('closing tag without an opening tag');
        return;
      } else if (char === '<' && TAG_NAME_START.test(peek(1) ?? '')) {
        readTag(inPlural);
      } else {
        pos++;
      }
    }
    if (inBranch) fail('a plural/select branch is not closed with "}"');
    if (openTag !== null) fail(`tag <${openTag}> is not closed`);
  };

  const readTagName = (): string => {
    const start = pos;
    while (pos < message.length && TAG_NAME_CHAR.test(message.charAt(pos))) pos++;
    return message.slice(start, pos);
  };

  const readTag = (inPlural: boolean) => {
    const start = pos;
    pos++; // <
    const name = readTagName();
    skipWhitespace();
    if (peek() === '/' && peek(1) === '>') {
      pos += 2;
      tags.add(name);
      return;
    }
    if (peek() !== '>') fail(`malformed tag <${name}`, start);
    pos++;
    readPattern(false, inPlural, name);
    if (pos >= message.length) fail(`tag <${name}> is not closed`, start);
    pos += 2; // </
    const closing = readTagName();
    if (closing !== name) fail(`tag <${name}> is closed by </${closing}>`, start);
    skipWhitespace();
    expect('>');
    tags.add(name);
  };

  const readArgument = () => {
    const start = pos;
    pos++; // {
    skipWhitespace();
    const name = readName('an argument name');
    args.add(name);
    skipWhitespace();
    if (peek() === '}') {
      pos++;
      return;
    }
    expect(',');
    skipWhitespace();
    const type = readName(`the type of argument "${name}"`);
    skipWhitespace();
    if (peek() === '}') {
      pos++;
      return;
    }
    expect(',');
    if (!BRANCH_TYPES.has(type)) {
      readStyle(start);
      return;
    }
    const inPlural = PLURAL_TYPES.has(type);
    skipWhitespace();
    if (inPlural && message.startsWith('offset:', pos)) {
      pos += 'offset:'.length;
      skipWhitespace();
      readName('an offset');
      skipWhitespace();
    }
    let branches = 0;
    for (;;) {
      skipWhitespace();
      if (pos >= message.length) fail(`argument "${name}" is not closed with "}"`, start);
      if (peek() === '}') break;
      if (peek() === '=') pos++;
      readName(`a ${type} selector`);
      skipWhitespace();
      expect('{');
      readPattern(true, inPlural, null);
      expect('}');
      branches++;
    }
    if (branches === 0) fail(`${type} argument "${name}" has no branches`, start);
    pos++; // }
  };

  /** A number/date/time style (or skeleton) runs to the matching `}`. */
  const readStyle = (start: number) => {
    let depth = 0;
    while (pos < message.length) {
      const char = message.charAt(pos);
      if (char === "'") {
        readApostrophe(false);
        continue;
      }
      pos++;
      if (char === '{') depth++;
      else if (char === '}') {
        if (depth === 0) return;
        depth--;
      }
    }
    fail('argument is not closed with "}"', start);
  };

  readPattern(false, false, null);
  return { args, tags };
}
