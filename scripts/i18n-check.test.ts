import { describe, expect, it } from 'vitest';
import {
  checkCatalogs,
  checkSources,
  formatProblems,
  isProbablyUntranslated,
  parseCatalog,
  scanSource,
  summaryLine,
  type Catalog,
  type Problem,
} from './i18n-check';
import { extractIcuArguments, IcuSyntaxError } from './lib/icu-arguments';

const en = {
  common: { appName: 'BTCW', back: 'Back', amount: '{amount} BTCW', errors: { network: 'network error' } },
  settings: { languages: { en: 'English', vi: 'Tiếng Việt' } },
  login: { heading: 'Welcome to BTCW', tooShort: 'At least {min} characters', success: 'Login Successful' },
};
const zh = {
  common: { appName: 'BTCW', back: '返回', amount: '{amount} BTCW', errors: { network: '網路錯誤' } },
  settings: { languages: { en: 'English', vi: 'Tiếng Việt' } },
  login: { heading: '歡迎使用 BTCW', tooShort: '至少 {min} 個字元', success: '登入成功' },
};
const vi = {
  common: { appName: 'BTCW', back: 'Quay lại', amount: '{amount} BTCW', errors: { network: 'Lỗi mạng' } },
  settings: { languages: { en: 'English', vi: 'Tiếng Việt' } },
  login: {
    heading: 'Chào mừng đến với BTCW',
    tooShort: 'Ít nhất {min} ký tự',
    success: 'Đăng nhập thành công',
  },
};

const clone = <T>(value: T): T => structuredClone(value);
const catalogs = (zhMessages: unknown = zh, viMessages: unknown = vi): Catalog[] => [
  { locale: 'en', file: 'en.json', messages: en },
  { locale: 'zh-Hant', file: 'zh-Hant.json', messages: zhMessages },
  { locale: 'vi', file: 'vi.json', messages: viMessages },
];
const brief = (problems: readonly Problem[]) =>
  problems.map((problem) => `${problem.kind} ${problem.file}${problem.key ? ` ${problem.key}` : ''}`);

const CLEAN_SCREEN = `
'use client';
import { useTranslations } from 'next-intl';
import { showToast } from '@/lib/toast/toast-store';

export function LoginScreen({ ok }: { ok: boolean }) {
  const t = useTranslations('login');
  const tc = useTranslations('common');
  const all = useTranslations();
  const message = ok ? { key: 'login.success' } : { key: 'common.errors.network' };
  showToast(message);
  return (
    <form aria-label={t('heading')}>
      <h2>{t('heading')}</h2>
      <p>{ok ? t('success') : tc(\`errors.network\`)}</p>
      <input placeholder={t('tooShort', { min: 8 })} />
      <span aria-hidden="true">›</span>
      <span>{' '}—{'·'}</span>
      <b>BTCW</b>
      <a title={all('common.back')}>{tc(\`dynamic.\${ok}\`)}</a>
    </form>
  );
}
`;

describe('catalog checks', () => {
  it('passes a clean fixture', () => {
    expect(checkCatalogs(catalogs())).toEqual([]);
  });

  it('reports missing and extra keys per file', () => {
    const zhBroken = clone(zh) as Record<string, Record<string, unknown>>;
    delete zhBroken.login?.success;
    const viBroken = clone(vi) as Record<string, Record<string, unknown>>;
    (viBroken.login as Record<string, unknown>).legacy = 'Cũ';
    expect(brief(checkCatalogs(catalogs(zhBroken, viBroken)))).toEqual([
      'missing-key zh-Hant.json login.success',
      'extra-key vi.json login.legacy',
    ]);
  });

  it('reports empty and non-string values', () => {
    const zhBroken = clone(zh);
    zhBroken.common.back = '  ';
    (zhBroken.login as Record<string, unknown>).success = 42;
    expect(brief(checkCatalogs(catalogs(zhBroken)))).toEqual([
      'empty-value zh-Hant.json common.back',
      'invalid-value zh-Hant.json login.success',
    ]);
  });

  it('reports a placeholder mismatch', () => {
    const viBroken = clone(vi);
    viBroken.login.tooShort = 'Ít nhất {minimum} ký tự';
    const problems = checkCatalogs(catalogs(zh, viBroken));
    expect(brief(problems)).toEqual(['placeholder-mismatch vi.json login.tooShort']);
    expect(problems[0]?.detail).toBe('missing {min}; unexpected {minimum}');
  });

  it('reports invalid ICU syntax', () => {
    const zhBroken = clone(zh);
    zhBroken.login.tooShort = '至少 {min 個字元';
    expect(brief(checkCatalogs(catalogs(zhBroken)))).toEqual(['invalid-icu zh-Hant.json login.tooShort']);
  });

  it('reports an untranslated value but allows language names, the app name and brand-only values', () => {
    const viBroken = clone(vi);
    viBroken.login.heading = 'Welcome to BTCW';
    expect(brief(checkCatalogs(catalogs(zh, viBroken)))).toEqual(['untranslated vi.json login.heading']);
    expect(isProbablyUntranslated('settings.languages.en', 'English Language', 'English Language')).toBe(
      false,
    );
    expect(isProbablyUntranslated('common.appName', 'BTCW', 'BTCW')).toBe(false);
    expect(isProbablyUntranslated('wallet.balance', '{amount} BTCW', '{amount} BTCW')).toBe(false);
    expect(isProbablyUntranslated('wallet.names', 'MetaMask, Trust Wallet', 'MetaMask, Trust Wallet')).toBe(
      false,
    );
    expect(isProbablyUntranslated('titles.stake', 'Stake', 'Stake')).toBe(false);
    expect(isProbablyUntranslated('x.y', 'Load More', 'Load More')).toBe(true);
  });

  it('reports invalid JSON and duplicate keys', () => {
    expect(brief(parseCatalog('vi', 'vi.json', '{ "a": ').problems)).toEqual(['invalid-json vi.json']);
    const { problems } = parseCatalog('vi', 'vi.json', '{\n  "a": { "b": "x",\n "b": "y" }\n}');
    expect(problems).toEqual([
      { kind: 'duplicate-key', file: 'vi.json', line: 3, key: 'a.b', detail: 'appears more than once' },
    ]);
  });
});

describe('source checks', () => {
  const check = (text: string, file = 'components/screen.tsx') => checkSources([scanSource(file, text)], en);

  it('passes a clean fixture', () => {
    const scan = scanSource('components/login-screen.tsx', CLEAN_SCREEN);
    expect(scan.keyUses.map((use) => use.key).sort()).toEqual([
      'common.back',
      'common.errors.network',
      'common.errors.network',
      'login.heading',
      'login.heading',
      'login.success',
      'login.success',
      'login.tooShort',
    ]);
    expect(scan.dynamicKeys).toBe(1);
    expect(checkSources([scan], en)).toEqual([]);
  });

  it('reports an unknown key used with a namespaced translator', () => {
    const problems = check(`
      import { useTranslations } from 'next-intl';
      export function A() {
        const t = useTranslations('login');
        return <p>{t('heading')}{t('subheading')}</p>;
      }`);
    expect(brief(problems)).toEqual(['unknown-key components/screen.tsx login.subheading']);
    expect(problems[0]?.line).toBe(5);
  });

  it('resolves each translator in its own scope, including shadowing', () => {
    const problems = check(`
      import { useTranslations } from 'next-intl';
      export function A() {
        const t = useTranslations('login');
        return <p>{t('heading')}</p>;
      }
      export function B() {
        const t = useTranslations('common');
        const inner = (t: (key: string) => string) => t('anything');
        return <p>{t('back')}{inner(String)}{t('heading')}</p>;
      }`);
    expect(brief(problems)).toEqual(['unknown-key components/screen.tsx common.heading']);
  });

  it('reports unknown toast keys and namespaces, and a group used as a message', () => {
    const problems = check(
      `
      import { getTranslations } from 'next-intl/server';
      showToast({ key: 'common.errors.offline' });
      const message = { key: 'mine.logoutSuccess' };
      const notToast = { key: 'passwordRequired' };
      const storage = { storage: localStorage, key: 'btcw.wagmi' };
      export async function page() {
        const t = await getTranslations({ locale: 'en', namespace: 'profile' });
        const c = await getTranslations('common');
        return [t('x'), c.rich('errors')];
      }`,
      'lib/toasts.ts',
    );
    expect(brief(problems)).toEqual([
      'unknown-namespace lib/toasts.ts profile',
      'unknown-key lib/toasts.ts common.errors.offline',
      'unknown-key lib/toasts.ts mine.logoutSuccess',
      'unknown-key lib/toasts.ts profile.x',
      'unknown-key lib/toasts.ts common.errors',
    ]);
    expect(problems.at(-1)?.detail).toBe('key names a namespace, not a message');
  });

  it('reports hard-coded JSX text and visible attributes', () => {
    const problems = check(`
      export function A({ busy }: { busy: boolean }) {
        return (
          <div title="Wallet">
            <h2>Welcome back</h2>
            <input placeholder={'Enter password'} aria-label={busy ? 'Busy' : undefined} />
            <img alt="" src="/x.png" />
            <p>{busy && 'Please wait'}{\`Total: \${1}\`}</p>
            <span>›</span>{' '}
            {/* i18n-ignore */}
            <code>0x</code>
            <script>{'window.x = 1'}</script>
          </div>
        );
      }`);
    expect(problems.map((problem) => problem.detail)).toEqual([
      'title= "Wallet"',
      'JSX text "Welcome back"',
      'placeholder= "Enter password"',
      'aria-label= "Busy"',
      'JSX text "Please wait"',
      'JSX text "Total:"',
    ]);
    expect(problems.every((problem) => problem.kind === 'hardcoded-string')).toBe(true);
  });
});

describe('ICU arguments', () => {
  it('lists arguments and tags through plural, select and quoting', () => {
    const { args, tags } = extractIcuArguments(
      "It's {name}'s <b>{count, plural, offset:1 =0 {none} one {# item of {total, number}} other {'{'#'}' items}}</b> {g, select, male {he} other {they}}<br/>",
    );
    expect([...args].sort()).toEqual(['count', 'g', 'name', 'total']);
    expect([...tags].sort()).toEqual(['b', 'br']);
    expect([...extractIcuArguments("'{literal}' {real}").args]).toEqual(['real']);
  });

  it.each(['{min', 'min}', '{n, plural, one {x}', '<b>bold', '<b>x</i>', '{n, plural,}'])(
    'rejects %j',
    (message) => {
      expect(() => extractIcuArguments(message)).toThrow(IcuSyntaxError);
    },
  );
});

describe('report', () => {
  it('groups problems by kind and prints the summary line', () => {
    const text = formatProblems([
      { kind: 'missing-key', file: 'vi.json', key: 'a.b', detail: 'missing' },
      { kind: 'hardcoded-string', file: 'x.tsx', line: 3, detail: 'JSX text "Hi"' },
    ]);
    expect(text).toBe(
      'Missing keys (1):\n  vi.json  a.b  missing\nHard-coded user-visible strings in JSX (1):\n  x.tsx:3  JSX text "Hi"',
    );
    expect(summaryLine(132, 3, 0)).toBe('i18n: 132 keys × 3 locales, 0 problems');
    expect(summaryLine(1, 3, 1)).toBe('i18n: 1 keys × 3 locales, 1 problem');
  });
});
