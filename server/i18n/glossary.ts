/**
 * The glossary of the app's one voice (docs/glossary.md, docs/style-guide.md): one word per concept
 * in each translation, and the variants no text may use. Checked by `npm run i18n:check`
 * (scripts/i18n-drift.ts) on messages/*.json, on the reference server's messages (./messages.ts) and
 * on the seeded operator content, and by the operator CLI on the content it is given
 * (server/content/content-glossary.ts). It lives in server/ because the CLI needs it at run time and
 * server/ imports nothing from scripts/; scripts/ import it from here. Change a word here and in
 * docs/glossary.md together.
 */
import type { Locale } from '@/lib/i18n/locales';

export type Translation = Exclude<Locale, 'en'>;

/**
 * A variant the glossary rejects: a phrase (letter case aside, found anywhere), or a pattern where a
 * phrase cannot say it, e.g. a word that is wrong on its own but fine inside the glossary's word.
 */
export type RejectedVariant = string | RegExp;

export interface GlossaryTerm {
  concept: string;
  /** Where the English names the concept. */
  english: RegExp;
  /**
   * Keys whose English matches `english` without meaning the concept; the term does not judge them
   * at all, so they may use a rejected variant for the other concept it names there (the account
   * inside the wallet is 帳戶). A trailing `.*` matches a subtree.
   */
  unrelatedKeys?: readonly string[];
  /**
   * Per translation: `word`, which a message whose English names the concept must contain (letter
   * case aside), and `rejected`, the variants no message of that language may contain.
   */
  words: Record<Translation, { word: string; rejected: readonly RejectedVariant[] }>;
}

/** A whole word: not inside a longer one, in any script (JavaScript's `\b` only knows ASCII letters). */
const wholeWord = (pattern: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    concept: 'transaction hash',
    english: /\btransaction hash/i,
    // 雜湊 is Taiwan's word for a hash (哈希 is the mainland's). "mã giao dịch" reads "transaction code".
    words: {
      'zh-Hant': { word: '交易雜湊', rejected: ['哈希'] },
      vi: { word: 'hash giao dịch', rejected: ['mã giao dịch'] },
    },
  },
  {
    concept: 'hashrate ID',
    english: /\bhashrate ID\b/i,
    words: {
      'zh-Hant': { word: '算力 ID', rejected: ['算力ID', '哈希率'] },
      vi: { word: 'ID sức mạnh băm', rejected: ['ID hashrate', 'mã hashrate'] },
    },
  },
  {
    concept: 'stake',
    english: /\bstak(?:e|es|ed|ing)\b/i,
    words: {
      'zh-Hant': { word: '質押', rejected: ['抵押'] },
      // Vietnamese writes the feature and the verb "staking" ("Staking thiết bị đào"); the English
      // verb on its own ("stake thiết bị") is a word left untranslated.
      vi: { word: 'staking', rejected: ['đặt cược', wholeWord('stak(?:e|es|ed)')] },
    },
  },
  {
    concept: 'release (earnings)',
    english: /\breleas(?:e|es|ed|ing)\b/i,
    unrelatedKeys: ['shell.pullToRefresh.*'],
    words: {
      'zh-Hant': { word: '釋放', rejected: [] },
      vi: { word: 'giải phóng', rejected: [] },
    },
  },
  {
    concept: 'recharge',
    english: /\brecharg(?:e|es|ed|ing)\b/i,
    words: {
      'zh-Hant': { word: '充值', rejected: ['儲值'] },
      vi: { word: 'nạp', rejected: [] },
    },
  },
  {
    concept: 'withdraw',
    english: /\bwithdraw/i,
    words: {
      'zh-Hant': { word: '提領', rejected: ['提現', '提幣'] },
      vi: { word: 'rút', rejected: [] },
    },
  },
  {
    concept: 'inviter',
    english: /\binviter/i,
    words: {
      'zh-Hant': { word: '邀請人', rejected: ['推薦人', '上級'] },
      vi: { word: 'người mời', rejected: ['người giới thiệu'] },
    },
  },
  {
    concept: 'community',
    english: /\bcommunit(?:y|ies)\b/i,
    words: {
      'zh-Hant': { word: '社群', rejected: ['社區', '團隊'] },
      vi: { word: 'cộng đồng', rejected: [] },
    },
  },
  {
    concept: 'member account',
    english: /\baccounts?\b/i,
    // These name the account inside the wallet (帳戶), not the member's login account (帳號).
    unrelatedKeys: [
      'wallet.accountChanged',
      'login.logoutNotice.accountChanged',
      'payment.errors.wrongWallet',
    ],
    words: {
      'zh-Hant': { word: '帳號', rejected: ['帳戶'] },
      vi: { word: 'tài khoản', rejected: [] },
    },
  },
  {
    concept: 'privacy policy',
    english: /\bprivacy policy\b/i,
    // 隱私權政策 is the app's title for the page; "bảo mật" is security, not privacy.
    words: {
      'zh-Hant': { word: '隱私權政策', rejected: ['隱私政策'] },
      vi: { word: 'chính sách quyền riêng tư', rejected: ['chính sách bảo mật'] },
    },
  },
  {
    concept: 'balance',
    english: /\bbalances?\b/i,
    words: {
      'zh-Hant': { word: '餘額', rejected: [] },
      vi: { word: 'số dư', rejected: [] },
    },
  },
  {
    concept: 'record (a list page)',
    english: /\brecords?\b/i,
    words: {
      'zh-Hant': { word: '紀錄', rejected: [] },
      vi: { word: 'lịch sử', rejected: [] },
    },
  },
  {
    concept: 'log in',
    english: /\blog(?:ging)? in\b|\blogin\b/i,
    words: {
      'zh-Hant': { word: '登入', rejected: ['登錄', '登陸'] },
      vi: { word: 'đăng nhập', rejected: [] },
    },
  },
  {
    concept: 'settings',
    english: /\bsettings\b/i,
    words: {
      'zh-Hant': { word: '設定', rejected: ['設置'] },
      vi: { word: 'cài đặt', rejected: [] },
    },
  },
];

export interface VoiceIssue {
  key: string;
  detail: string;
}

function matchesKey(key: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}

/** The first rejected variant `text` contains, as written there for a pattern. */
function rejectedIn(
  text: string,
  locale: Translation,
  rejected: readonly RejectedVariant[],
): string | undefined {
  const lower = text.toLocaleLowerCase(locale);
  for (const variant of rejected) {
    if (typeof variant === 'string') {
      if (lower.includes(variant.toLocaleLowerCase(locale))) return variant;
    } else {
      const found = variant.exec(text)?.[0];
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Translations that miss the glossary's word for a concept their English names, or use a rejected
 * one. A text without English (operator content) is judged on rejected variants only.
 */
export function glossaryIssues(
  locale: Translation,
  messages: ReadonlyMap<string, string>,
  english: ReadonlyMap<string, string>,
  terms: readonly GlossaryTerm[] = GLOSSARY_TERMS,
): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  for (const [key, raw] of messages) {
    // A no-break space (kept a word pair together on a line) reads as a space.
    const message = raw.replace(/\u00a0/g, ' ');
    const text = message.toLocaleLowerCase(locale);
    const source = english.get(key);
    for (const term of terms) {
      if (matchesKey(key, term.unrelatedKeys ?? [])) continue;
      const { word, rejected } = term.words[locale];
      const variant = rejectedIn(message, locale, rejected);
      if (variant !== undefined)
        issues.push({
          key,
          detail: `says "${variant}" for ${term.concept}; the glossary's word is "${word}"`,
        });
      else if (
        source !== undefined &&
        term.english.test(source) &&
        !text.includes(word.toLocaleLowerCase(locale))
      )
        issues.push({
          key,
          detail: `English says ${term.concept} (${JSON.stringify(source)}); use the glossary's "${word}"`,
        });
    }
  }
  return issues;
}
