import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { analyseEnglishCoverage, BUNDLE_FILE } from '@/scripts/lib/english-coverage';
import en from '@/messages/en.json';
import { mergeMessages, pickMessages, type MessageTree } from './message-tree';

// Each route's first load carries the English its code shows, named in `english-messages.ts` files
// (config/english-messages/README.md). A message missing from them shows as its key, so these tests
// hold every file to what the code it serves can show.
const ROOT = path.join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

interface Loader {
  englishMessagesModule: (source: string, file: string) => Promise<string>;
  bundlePaths: (source: string, file: string) => string[];
}
const loader = require('../../config/english-messages/loader.cjs') as Loader;
const report = analyseEnglishCoverage(ROOT);
const bundleFiles = ['pages', 'components', 'lib']
  .flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => path.basename(file) === BUNDLE_FILE)
  .map((file) => file.replace(/\\/g, '/'))
  .sort();

/** The messages a loader output module exports. */
function exported(moduleText: string): unknown {
  const match = /^export default JSON\.parse\(("(?:[^"\\]|\\.)*")\);\n$/.exec(moduleText);
  if (!match?.[1]) throw new Error(`Unexpected loader output: ${moduleText.slice(0, 80)}`);
  return JSON.parse(JSON.parse(match[1]) as string);
}

function compileTree(tree: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compileTree(value as MessageTree),
    ]),
  );
}

describe('the English each part of the app carries', () => {
  it('covers every namespace a screen translates with and every toast key it can raise', () => {
    const missing = report.shortfalls.map(
      (gap) =>
        `${gap.entry}: ${gap.file} needs "${gap.path}" (${gap.why === 'key' ? 'a key, from the shell or the page' : 'a namespace'})`,
    );
    expect(missing).toEqual([]);
  });

  it('names nothing that nothing shows, and nothing the shell already carries', () => {
    expect(report.unused.map((entry) => `${entry.bundle}: "${entry.path}" (${entry.why})`)).toEqual([]);
  });

  it('leaves the whole catalog out of every first load, and knows each translator’s namespace', () => {
    expect(report.wholeCatalog).toEqual([]);
    expect(report.openTranslators).toEqual([]);
  });

  it('checks the root, every page and the lazily loaded install hint', () => {
    expect(report.pages.length).toBeGreaterThanOrEqual(25);
    const withoutOwn = report.pages.filter(
      (page) => !bundleFiles.includes(path.posix.join(path.posix.dirname(page), BUNDLE_FILE)),
    );
    // `/` shows the login screen with login's English; the 404 page needs only the shell's.
    expect(withoutOwn).toEqual(['pages/404.page.tsx', 'pages/index.page.tsx']);
    expect(bundleFiles).toContain('components/providers/english-messages.ts');
    expect(bundleFiles).toContain('components/reach/english-messages.ts');
  });
});

describe('the build’s english-messages loader', () => {
  it.each(bundleFiles)('turns %s into its messages, precompiled', async (file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const paths = loader.bundlePaths(source, file);
    expect(paths.length).toBeGreaterThan(0);
    const output = await loader.englishMessagesModule(source, file);
    expect(exported(output)).toEqual(compileTree(pickMessages(en, paths)));
  });

  it('refuses a file that does more than name messages, or names one the catalog lacks', async () => {
    const head = "import { englishMessages } from '@/lib/i18n/pick-english';\n\n";
    await expect(
      loader.englishMessagesModule(
        `${head}export default englishMessages('common', 'ui.copied');\n`,
        'ok.ts',
      ),
    ).resolves.toContain('Copied');
    await expect(
      loader.englishMessagesModule(
        `${head}const extra = 1;\nexport default englishMessages('common');\n`,
        'x.ts',
      ),
    ).rejects.toThrow(/holds only/);
    await expect(
      loader.englishMessagesModule(`${head}export default englishMessages(name);\n`, 'x.ts'),
    ).rejects.toThrow(/string literals only/);
    await expect(
      loader.englishMessagesModule(`${head}export default englishMessages('common.nothing');\n`, 'x.ts'),
    ).rejects.toThrow(/has no "common.nothing"/);
  });

  it('keeps a whole namespace when a part of it is named too', async () => {
    const source =
      "import { englishMessages } from '@/lib/i18n/pick-english';\n\nexport default englishMessages('ui.copied', 'ui');\n";
    expect(exported(await loader.englishMessagesModule(source, 'x.ts'))).toEqual(compileTree({ ui: en.ui }));
  });
});

describe('merging parts of a catalog', () => {
  const base: MessageTree = { common: { back: 'Back' }, ui: { copied: 'Copied' } };

  it('returns the same object when nothing is new, so the provider does not re-render', () => {
    expect(mergeMessages(base, { common: { back: 'Back' } })).toBe(base);
    expect(mergeMessages(base, {})).toBe(base);
  });

  it('adds namespaces and messages, keeps what was there, and treats compiled messages as leaves', () => {
    const compiled = compile('{count} left');
    const merged = mergeMessages(base, { common: { next: 'Next' }, stake: { left: compiled } });
    expect(merged).toEqual({
      common: { back: 'Back', next: 'Next' },
      ui: { copied: 'Copied' },
      stake: { left: compiled },
    });
    expect(merged.ui).toBe(base.ui);
  });

  it('picks nested paths as the catalog nests them, and refuses unknown ones', () => {
    expect(pickMessages(en, ['wallet.accountChanged', 'ui.copied'])).toEqual({
      wallet: { accountChanged: en.wallet.accountChanged },
      ui: { copied: en.ui.copied },
    });
    expect(() => pickMessages(en, ['wallet.nothing'])).toThrow(/no message at "wallet.nothing"/);
  });
});
