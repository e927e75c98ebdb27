import { readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatWithParser from 'use-intl/format-message';
import formatPrecompiled from 'use-intl/format-message/format-only';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readMessages } from '@/scripts/i18n-drift';
import { LOCALES } from './locales';

/** The names of a message's arguments, inside plural and select branches and tags too. */
function argumentNames(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    if ('children' in element) argumentNames(element.children, names);
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && element.type !== TYPE.tag)
      names.add(element.value);
  }
  return names;
}

/**
 * The build precompiles every message (next.config.mjs: the next-intl plugin's `precompile`, which
 * compiles `messages/*.json` with icu-minify and swaps next-intl's formatter for the format-only
 * runtime). Unit tests render with the raw messages and the runtime ICU parser. This checks that both
 * paths print the same text for every message of every locale, with text and numeric arguments.
 */
describe('precompiled messages', () => {
  const cache = _createCache();
  const formatters = _createIntlFormatters(cache);

  for (const locale of LOCALES) {
    const file = path.join(import.meta.dirname, '..', '..', 'messages', `${locale}.json`);
    const leaves = readMessages(file, readFileSync(file, 'utf8')).leaves;

    it(`format like the runtime parser (${locale}, ${leaves.size} messages)`, () => {
      let withArguments = 0;
      for (const [key, message] of leaves) {
        if (typeof message !== 'string') throw new Error(`${locale}: ${key} is not a string`);
        const names = [...argumentNames(parse(message))];
        const samples =
          names.length === 0
            ? [undefined]
            : [
                Object.fromEntries(names.map((name) => [name, `‹${name}›`])),
                Object.fromEntries(names.map((name, index) => [name, 1234.5 + index])),
              ];
        if (names.length > 0) withArguments++;
        for (const values of samples) {
          const options = { cache, formatters, locale, timeZone: 'UTC' };
          const expected = formatWithParser(key, message, values, options);
          const actual = formatPrecompiled(key, compile(message), values, options);
          expect({ key, text: actual }).toEqual({ key, text: expected });
        }
      }
      expect(withArguments).toBeGreaterThan(0);
    });
  }
});
