/**
 * Which English messages each part of the app can show, and whether the `english-messages.ts` files
 * carry them (config/english-messages/README.md). Read by lib/i18n/english-messages.test.ts.
 *
 * It follows the import graph from the root (`pages/_app.page.tsx`) and from each page, static and
 * lazy imports alike. A file needs:
 * - the namespace (or part of one) of each `useTranslations('…')`, from the English in effect where it
 *   renders: the shell's, its page's, and any `english-messages.ts` imported on the way to it;
 * - every string literal that names a message (`'wallet.accountChanged'`), from the shell's or its
 *   page's English only: such keys are shown by the root toaster, above any nested messages.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { scanSource } from '../i18n-check';

const loader = createRequire(import.meta.url)('../../config/english-messages/loader.cjs') as {
  bundlePaths: (source: string, file: string) => string[];
};

export const BUNDLE_FILE = 'english-messages.ts';
export const ROOT_ENTRY = 'pages/_app.page.tsx';
export const SHELL_BUNDLE = 'components/providers/english-messages.ts';
/** The one translator without a namespace: it shows toasts, whose keys the literal rule covers. */
export const TOASTER = 'components/shell/toaster.tsx';
const WHOLE_CATALOG = 'messages/en.json';

interface FileFacts {
  readonly imports: readonly string[];
  readonly lazyImports: readonly string[];
  readonly bundles: readonly string[];
  readonly namespaces: ReadonlySet<string>;
  readonly literals: ReadonlySet<string>;
  /** `useTranslations()` without a namespace, or with a computed one. */
  readonly openTranslators: number;
}

export interface Shortfall {
  readonly file: string;
  readonly path: string;
  readonly why: 'translator' | 'key';
  /** The entry point (root or page) it was reached from. */
  readonly entry: string;
}

export interface CoverageReport {
  readonly shortfalls: readonly Shortfall[];
  /** Bundle entries nothing in their scope shows, or that the shell's English already has. */
  readonly unused: readonly { bundle: string; path: string; why: 'unused' | 'in-shell' }[];
  readonly openTranslators: readonly string[];
  /** Files in a first load (reached without a lazy import) that import the whole English catalog. */
  readonly wholeCatalog: readonly string[];
  readonly pages: readonly string[];
}

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.json', '/index.ts', '/index.tsx'];

function catalogPaths(tree: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    out.add(dotted);
    catalogPaths(value, dotted, out);
  }
  return out;
}

/** `useTranslations('reach.install')`: a namespace, which the translator rule covers. */
const isTranslatorArgument = (node: ts.Node) =>
  ts.isCallExpression(node.parent) &&
  ts.isIdentifier(node.parent.expression) &&
  node.parent.expression.text === 'useTranslations';

const covers = (entry: string, needed: string) => needed === entry || needed.startsWith(`${entry}.`);

export function analyseEnglishCoverage(rootDir: string): CoverageReport {
  const relative = (file: string) => path.relative(rootDir, file).replace(/\\/g, '/');
  const catalog = JSON.parse(readFileSync(path.join(rootDir, 'messages/en.json'), 'utf8')) as unknown;
  const messagePaths = catalogPaths(catalog);
  const bundleCache = new Map<string, readonly string[]>();
  const factsCache = new Map<string, FileFacts>();

  const resolveImport = (from: string, specifier: string): string | null => {
    let base: string;
    if (specifier.startsWith('@/')) base = path.join(rootDir, specifier.slice(2));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else return null;
    for (const extension of SOURCE_EXTENSIONS) {
      const candidate = base + extension;
      if (existsSync(candidate) && statSync(candidate).isFile()) return relative(candidate);
    }
    throw new Error(`${relative(from)}: cannot resolve ${specifier}`);
  };

  // The build's own reading of a bundle file, so this analysis and the build never disagree.
  const bundlePaths = (file: string): readonly string[] => {
    let paths = bundleCache.get(file);
    if (!paths) {
      paths = loader.bundlePaths(readFileSync(path.join(rootDir, file), 'utf8'), file);
      bundleCache.set(file, paths);
    }
    return paths;
  };

  const factsOf = (file: string): FileFacts => {
    const cached = factsCache.get(file);
    if (cached) return cached;
    const absolute = path.join(rootDir, file);
    const text = readFileSync(absolute, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const imports: string[] = [];
    const lazyImports: string[] = [];
    const literals = new Set<string>();
    let translatorCalls = 0;
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const typeOnly =
          clause !== undefined &&
          (clause.phaseModifier === ts.SyntaxKind.TypeKeyword ||
            (!clause.name &&
              clause.namedBindings !== undefined &&
              ts.isNamedImports(clause.namedBindings) &&
              clause.namedBindings.elements.length > 0 &&
              clause.namedBindings.elements.every((element) => element.isTypeOnly)));
        const target = typeOnly ? null : resolveImport(absolute, node.moduleSpecifier.text);
        if (target) imports.push(target);
        return;
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = node.isTypeOnly ? null : resolveImport(absolute, node.moduleSpecifier.text);
        if (target) imports.push(target);
        return;
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const target = resolveImport(absolute, node.arguments[0].text);
        if (target) lazyImports.push(target);
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'useTranslations') translatorCalls++;
      }
      if (
        ts.isStringLiteralLike(node) &&
        node.text.includes('.') &&
        messagePaths.has(node.text) &&
        !isTranslatorArgument(node)
      )
        literals.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    const scan = scanSource(file, text);
    const namespaces = new Set(scan.namespaces.map((use) => use.namespace));
    const isBundle = (target: string) => path.basename(target) === BUNDLE_FILE;
    const facts: FileFacts = {
      imports: imports.filter((target) => !isBundle(target)),
      lazyImports: lazyImports.filter((target) => !isBundle(target)),
      bundles: imports.filter(isBundle),
      namespaces,
      literals,
      openTranslators: translatorCalls - scan.namespaces.length,
    };
    factsCache.set(file, facts);
    return facts;
  };

  const shellPaths = bundlePaths(SHELL_BUNDLE);
  const shortfalls = new Map<string, Shortfall>();
  const usedEntries = new Set<string>();
  const openTranslators = new Set<string>();
  const wholeCatalog = new Set<string>();
  const entryKey = (bundle: string, entry: string) => `${bundle}\u0000${entry}`;

  /** Marks the entries that cover `needed`; false when none does. */
  const cover = (needed: string, bundles: readonly string[]): boolean => {
    let covered = false;
    for (const bundle of bundles) {
      for (const entry of bundlePaths(bundle)) {
        if (covers(entry, needed)) {
          usedEntries.add(entryKey(bundle, entry));
          covered = true;
        }
      }
    }
    return covered;
  };

  const walk = (entry: string, toastBundles: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string, bundles: readonly string[], from: string, lazy: boolean) => {
      if (!/\.tsx?$/.test(file)) {
        if (file === WHOLE_CATALOG && !lazy) wholeCatalog.add(from);
        return;
      }
      const facts = factsOf(file);
      const inEffect = [...new Set([...bundles, ...facts.bundles])];
      const key = `${file}\u0000${inEffect.join(',')}\u0000${String(lazy)}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (facts.openTranslators > 0 && file !== TOASTER) openTranslators.add(file);
      for (const namespace of facts.namespaces) {
        if (!cover(namespace, inEffect))
          shortfalls.set(`${entry} ${file} ${namespace}`, {
            file,
            path: namespace,
            why: 'translator',
            entry,
          });
      }
      for (const literal of facts.literals) {
        if (!cover(literal, toastBundles))
          shortfalls.set(`${entry} ${file} ${literal}`, { file, path: literal, why: 'key', entry });
      }
      for (const target of facts.imports) visit(target, inEffect, file, lazy);
      for (const target of facts.lazyImports) visit(target, inEffect, file, true);
    };
    visit(entry, toastBundles, entry, false);
  };

  walk(ROOT_ENTRY, [SHELL_BUNDLE]);
  const pages = listPages(rootDir).map(relative);
  for (const page of pages) walk(page, [SHELL_BUNDLE, ...factsOf(page).bundles]);

  const unused: { bundle: string; path: string; why: 'unused' | 'in-shell' }[] = [];
  for (const bundle of [...bundleCache.keys()].sort()) {
    for (const entry of bundlePaths(bundle)) {
      if (bundle !== SHELL_BUNDLE && shellPaths.some((shell) => covers(shell, entry)))
        unused.push({ bundle, path: entry, why: 'in-shell' });
      else if (!usedEntries.has(entryKey(bundle, entry))) unused.push({ bundle, path: entry, why: 'unused' });
    }
  }
  return {
    shortfalls: [...shortfalls.values()],
    unused,
    openTranslators: [...openTranslators].sort(),
    wholeCatalog: [...wholeCatalog],
    pages,
  };
}

/** Every page file except `_app` and `_document`. */
export function listPages(rootDir: string): string[] {
  const pagesDir = path.join(rootDir, 'pages');
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.page.tsx') && !/(^|[\\/])_(app|document)\.page\.tsx$/.test(file))
    .map((file) => path.join(pagesDir, file))
    .sort();
}
