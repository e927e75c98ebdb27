/**
 * The data of the app's one voice (docs/style-guide.md), checked by `npm run i18n:check`
 * (./i18n-voice.ts, run from scripts/i18n-drift.ts) on messages/*.json and on the reference
 * server's messages (server/i18n/messages.ts). Change a word here and in docs/glossary.md together.
 */
import type { Locale } from '@/lib/i18n/locales';

type Translation = Exclude<Locale, 'en'>;

export interface GlossaryTerm {
  concept: string;
  /** Where the English names the concept. */
  english: RegExp;
  /** Keys whose English matches `english` without meaning the concept. A trailing `.*` matches a subtree. */
  unrelatedKeys?: readonly string[];
  /**
   * Per translation: `word`, which a message whose English names the concept must contain (letter
   * case aside), and `rejected`, the variants no message of that language may contain.
   */
  words: Record<Translation, { word: string; rejected: readonly string[] }>;
}

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
      vi: { word: 'staking', rejected: ['đặt cược'] },
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

/**
 * The spec's own English (docs/style-guide.md): kept verbatim, whatever its case. A message may
 * contain one of these and words of its own ("Minimum Amount: {min}. Enter at least this amount.").
 */
export const SPEC_VERBATIM: readonly string[] = [
  // Page titles and bottom-navigation entries that are not sentence case.
  'Privacy Policy',
  // Status labels.
  'Auditing',
  'Success',
  'Failed',
  'End',
  'Stake',
  'Maturity',
  'Not Open Yet',
  'Recharge Not Received',
  // Validation messages.
  'Please enter the Hash',
  'Minimum Amount:',
  'Maximum Withdrawal Amount:',
  'Minimum Withdrawal Amount:',
  'Insufficient Balance',
  'Insufficient BTCW Wallet Balance',
  'Insufficient Miner Fee',
  // Success messages.
  'Login Successful',
  'Registration Successful',
  'Logout Successful',
  'Purchase Successful',
  'Stake Successful',
  'Recharge Successful',
  'Submission Successful',
  'Modification Successful',
  'Binding Successful',
  // List labels.
  'No Data Available',
  'Load More',
  'No More Data',
];

/**
 * Not the spec's words but kept in the spec's form, each for the reason given: the counterpart of a
 * spec message shown in the same place reads as its pair.
 */
export const SPEC_COUNTERPARTS: readonly string[] = [
  // The bound above the range, under the same field as the spec's "Minimum Amount:".
  'Maximum Amount:',
];

/**
 * Names written as their owners write them (brands: BRAND_NAMES in scripts/i18n-drift.ts): the
 * installed app's name, a page the text sends the reader to, other products' buttons and menu items
 * the reader has to find, and a language's name in that language.
 */
export const KEPT_NAMES: readonly string[] = [
  'BTCW Staking',
  'Home',
  'Safari',
  'Share',
  'Add to Home Screen',
  'Tiếng Việt',
];
