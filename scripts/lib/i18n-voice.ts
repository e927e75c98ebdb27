/**
 * The app's one voice, as far as a script can tell (docs/style-guide.md; the lists are in
 * ./i18n-voice-rules.ts):
 *
 * - a translation whose English names a glossary concept uses the glossary's word for it, and no
 *   message of a language uses a variant the glossary rejects: server/i18n/glossary.ts, shared with
 *   the operator CLI;
 * - the app's own English is sentence case: after the first word of a sentence, no word starts with
 *   a capital unless it is an acronym (ID, QR), a brand, a kept name or part of the spec's verbatim
 *   English. Text in quotation marks is the name of something else and is not judged.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { VoiceIssue } from '../../server/i18n/glossary';
import { KEPT_NAMES, SPEC_COUNTERPARTS, SPEC_VERBATIM } from './i18n-voice-rules';

/** Stands for an argument, and for anything taken out before judging the case. */
const SLOT = '◇';

/** The words a message prints, arguments as {@link SLOT}; plural and select branches as sentences of their own. */
export function visibleText(message: string): string {
  const flatten = (elements: readonly MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.tag) return flatten(element.children);
        if (element.type === TYPE.plural || element.type === TYPE.select)
          return Object.values(element.options)
            .map((option) => `${flatten(option.value)}.`)
            .join(' ');
        return SLOT;
      })
      .join('');
  try {
    return flatten(parse(message));
  } catch {
    // Not ICU (i18n-check reports that); judge the raw text.
    return message;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each phrase as a whole-word pattern, longest first, so "Stake Successful" goes before "Stake". */
function phrasesPattern(phrases: readonly string[]): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/**
 * The words of `text` that break sentence case: capitalised, not first in their sentence, not an
 * acronym. `keep` lists the phrases kept as written (the spec's, brands, names).
 */
export function titleCaseWords(text: string, keep: readonly string[]): string[] {
  const unquoted = visibleText(text).replace(/“[^”]*”|"[^"]*"/g, SLOT);
  const judged = keep.length > 0 ? unquoted.replace(phrasesPattern(keep), SLOT) : unquoted;
  const offending: string[] = [];
  // A sentence ends at . ! ? : ; … or a middle dot (between two labels); the next one starts afresh.
  for (const sentence of judged.split(/[.!?:;…·\n]+/)) {
    const words = sentence.match(new RegExp(`[\\p{L}\\p{N}'’-]+|${SLOT}`, 'gu')) ?? [];
    for (const word of words.slice(1)) {
      const acronym = word === word.toUpperCase();
      if (/^\p{Lu}/u.test(word) && !acronym) offending.push(word);
    }
  }
  return offending;
}

/** English phrases the case rule leaves alone: the spec's, their counterparts, names and brands. */
export function keptPhrases(brands: readonly string[]): string[] {
  return [...SPEC_VERBATIM, ...SPEC_COUNTERPARTS, ...KEPT_NAMES, ...brands];
}

/** English messages that are not sentence case. */
export function caseIssues(english: ReadonlyMap<string, string>, brands: readonly string[]): VoiceIssue[] {
  const keep = keptPhrases(brands);
  const issues: VoiceIssue[] = [];
  for (const [key, message] of english) {
    const words = titleCaseWords(message, keep);
    if (words.length > 0)
      issues.push({
        key,
        detail: `not sentence case (${words.join(', ')}): ${JSON.stringify(message)} — docs/style-guide.md`,
      });
  }
  return issues;
}
