import { describe, expect, it } from 'vitest';
import { SEEDED_CONTENT, type SeedContent } from '../server/content/seed-content';
import { findContentDrift, findDrift, findVoiceDrift, isProbablyUntranslated } from './i18n-drift';
import { titleCaseWords } from './lib/i18n-voice';

const en = JSON.stringify({
  common: { appName: 'BTCW', back: 'Back', amount: '{amount} BTCW' },
  settings: { languages: { en: 'English' } },
  login: { heading: 'Welcome to BTCW' },
});

const check = (vi: string) =>
  findDrift([
    { file: 'en.json', text: en, english: true },
    { file: 'vi.json', text: vi, english: false },
  ]).map((drift) => `${drift.key}: ${drift.detail}`);

describe('i18n drift', () => {
  it('passes a clean translation, with the brand and language names as in English', () => {
    expect(
      check(
        JSON.stringify({
          common: { appName: 'BTCW', back: 'Quay lại', amount: '{amount} BTCW' },
          settings: { languages: { en: 'English' } },
          login: { heading: 'Chào mừng đến với BTCW' },
        }),
      ),
    ).toEqual([]);
  });

  it('finds keys English does not have, keys written twice and text left in English', () => {
    const vi = `{
      "common": { "appName": "BTCW", "back": "Quay lại", "back": "Trở lại", "amount": "{amount} BTCW", "old": "Cũ" },
      "settings": { "languages": { "en": "English" } },
      "login": { "heading": "Welcome to BTCW" }
    }`;
    expect(check(vi)).toEqual([
      'common.back: appears twice',
      'common.old: not in English',
      'login.heading: probably untranslated: "Welcome to BTCW"',
    ]);
  });

  it('does not count placeholders, tags and brand names as words left in English', () => {
    expect(isProbablyUntranslated('x', '{amount} BTCW', '{amount} BTCW')).toBe(false);
    expect(isProbablyUntranslated('x', '<b>MetaMask</b>', '<b>MetaMask</b>')).toBe(false);
    expect(isProbablyUntranslated('x', 'Log in', 'Log in')).toBe(true);
  });
});

describe('one voice', () => {
  const catalogs = (english: object, zh: object, vi: object) =>
    findVoiceDrift([
      { file: 'en', locale: 'en', leaves: new Map(Object.entries(english)) },
      { file: 'zh-Hant', locale: 'zh-Hant', leaves: new Map(Object.entries(zh)) },
      { file: 'vi', locale: 'vi', leaves: new Map(Object.entries(vi)) },
    ]).map((drift) => `${drift.file} ${drift.key}: ${drift.detail}`);

  const english = {
    hash: 'Transaction hash',
    hashrateId: 'Please enter the hashrate ID',
    'shell.pullToRefresh.reached': 'Release to refresh',
  };
  const zh = {
    hash: '交易雜湊',
    hashrateId: '請輸入算力 ID',
    'shell.pullToRefresh.reached': '放開即可重新整理',
  };
  const vi = {
    hash: 'Hash giao dịch',
    hashrateId: 'Vui lòng nhập ID sức mạnh băm',
    'shell.pullToRefresh.reached': 'Thả ra để làm mới',
  };

  it('passes translations that use the glossary’s words', () => {
    expect(catalogs(english, zh, vi)).toEqual([]);
  });

  it('refuses a word the glossary rejects, and a translation without the glossary’s word', () => {
    expect(
      catalogs(english, { ...zh, hash: '交易哈希' }, { ...vi, hashrateId: 'Vui lòng nhập ID hashrate' }),
    ).toEqual([
      'zh-Hant hash: says "哈希" for transaction hash; the glossary\'s word is "交易雜湊"',
      'vi hashrateId: says "ID hashrate" for hashrate ID; the glossary\'s word is "ID sức mạnh băm"',
    ]);
    expect(catalogs(english, { ...zh, hash: '交易' }, vi)).toEqual([
      'zh-Hant hash: English says transaction hash ("Transaction hash"); use the glossary\'s "交易雜湊"',
    ]);
  });

  it('tells the member’s account from the wallet’s, and staking from a bare "stake"', () => {
    const accounts = {
      'mine.account': 'Account',
      'wallet.accountChanged': 'Your wallet switched accounts. Please log in again.',
      'stake.howTo.title': 'How to stake',
      'titles.privacyPolicy': 'Privacy Policy',
    };
    const zhAccounts = {
      'mine.account': '帳號',
      'wallet.accountChanged': '您的錢包已切換帳戶，請重新登入。',
      'stake.howTo.title': '如何質押',
      'titles.privacyPolicy': '隱私權政策',
    };
    const viAccounts = {
      'mine.account': 'Tài khoản',
      'wallet.accountChanged': 'Ví của bạn đã chuyển sang tài khoản khác. Vui lòng đăng nhập lại.',
      'stake.howTo.title': 'Cách staking',
      'titles.privacyPolicy': 'Chính sách quyền riêng tư',
    };
    expect(catalogs(accounts, zhAccounts, viAccounts)).toEqual([]);
    expect(
      catalogs(
        accounts,
        { ...zhAccounts, 'mine.account': '帳戶', 'titles.privacyPolicy': '隱私政策' },
        { ...viAccounts, 'stake.howTo.title': 'Cách stake thiết bị' },
      ),
    ).toEqual([
      'zh-Hant mine.account: says "帳戶" for member account; the glossary\'s word is "帳號"',
      'zh-Hant titles.privacyPolicy: says "隱私政策" for privacy policy; the glossary\'s word is "隱私權政策"',
      'vi stake.howTo.title: says "stake" for stake; the glossary\'s word is "staking"',
    ]);
  });

  it('refuses Title Case in the app’s own English, and keeps the spec’s English as written', () => {
    const planted = {
      ...english,
      balance: 'Available Balance',
      arrival: 'You Will Receive',
      days: '{days} Days',
      buy: 'Buy Now',
    };
    expect(catalogs(planted, zh, vi)).toEqual([
      'en balance: not sentence case (Balance): "Available Balance" — docs/style-guide.md',
      'en arrival: not sentence case (Will, Receive): "You Will Receive" — docs/style-guide.md',
      'en days: not sentence case (Days): "{days} Days" — docs/style-guide.md',
      'en buy: not sentence case (Now): "Buy Now" — docs/style-guide.md',
    ]);
    const spec = {
      ...english,
      min: 'Minimum Amount: {min}. Enter at least this amount.',
      success: 'Submission Successful',
      empty: 'No Data Available',
      statuses: 'It ends as Success or Failed.',
      guide: 'Choose “Add to Home Screen” (scroll down if you do not see it).',
      wallets: 'Open it in MetaMask, Trust Wallet or TokenPocket',
      wait: 'Try again in {seconds, plural, one {# second} other {# seconds}}.',
      id: 'Enter the hashrate ID and search',
    };
    expect(catalogs(spec, zh, vi)).toEqual([]);
  });

  it('judges the case of what the message prints, not of its arguments or quotations', () => {
    expect(titleCaseWords('Copy {What}', [])).toEqual([]);
    expect(titleCaseWords('Listed under "Received, Not Claimed" here', [])).toEqual([]);
    expect(titleCaseWords('Minimum {min} · Maximum {max}', [])).toEqual([]);
    expect(titleCaseWords('Remaining / Limit', [])).toEqual(['Limit']);
  });
});

describe('seeded operator content', () => {
  const drift = (content: SeedContent) =>
    findContentDrift('seed-content.ts', content).map((d) => `${d.file}: ${d.key}: ${d.detail}`);

  it('speaks the glossary’s words as seeded', () => {
    expect(drift(SEEDED_CONTENT)).toEqual([]);
  });

  it('names the file, the language, the item and the word of every break, in titles, summaries and HTML', () => {
    const [notice] = SEEDED_CONTENT.notices;
    const [ad] = SEEDED_CONTENT.ads;
    if (!notice || !ad) throw new Error('no seeded notice or ad');
    const planted: SeedContent = {
      notices: [
        {
          ...notice,
          texts: {
            ...notice.texts,
            vi: {
              title: 'Chào mừng',
              summary: 'Stake thiết bị đào và nhận sản lượng hằng ngày.',
              // Words of two list items are two words, not one ("stakeNhận").
              contentHtml:
                '<ol><li>Thanh toán stake</li><li>Nhận sản lượng</li></ol><img src="/a.png" alt="người giới thiệu">',
            },
          },
        },
      ],
      ads: [{ ...ad, titles: { ...ad.titles, 'zh-Hant': '質押 BTCW，抵押收益' } }],
      columns: {
        ...SEEDED_CONTENT.columns,
        privacyPolicy: {
          ...SEEDED_CONTENT.columns.privacyPolicy,
          'zh-Hant': {
            title: '隱私政策',
            contentHtml: '<p>資料在您的<strong>帳戶</strong>存續期間保留。</p>',
          },
        },
      },
    };
    expect(drift(planted)).toEqual([
      'seed-content.ts (vi): notice "Welcome to BTCW staking" summary: says "Stake" for stake; the glossary\'s word is "staking"',
      'seed-content.ts (vi): notice "Welcome to BTCW staking" text: says "stake" for stake; the glossary\'s word is "staking"',
      'seed-content.ts (vi): notice "Welcome to BTCW staking" text: says "người giới thiệu" for inviter; the glossary\'s word is "người mời"',
      'seed-content.ts (zh-Hant): ad "Stake BTCW, earn daily" title: says "抵押" for stake; the glossary\'s word is "質押"',
      'seed-content.ts (zh-Hant): column privacyPolicy title: says "隱私政策" for privacy policy; the glossary\'s word is "隱私權政策"',
      'seed-content.ts (zh-Hant): column privacyPolicy text: says "帳戶" for member account; the glossary\'s word is "帳號"',
    ]);
  });
});

describe('a no-break space', () => {
  it('reads as a space to the glossary: a word pair kept on one line still uses the glossary word', async () => {
    const { glossaryIssues } = await import('../server/i18n/glossary');
    const english = new Map([['balanceCard.records', 'Balance record']]);
    expect(glossaryIssues('vi', new Map([['balanceCard.records', 'Lịch sử số\u00a0dư']]), english)).toEqual(
      [],
    );
    expect(glossaryIssues('vi', new Map([['balanceCard.records', 'Lịch sử']]), english)).toHaveLength(1);
  });
});
