/**
 * i18n check (CI: `npm run i18n:check`). Fails (exit 1) with a list of problems when
 *
 * - the message files' flattened key sets differ (missing / extra keys per file), or a key appears twice;
 * - a value is empty or not a string;
 * - a message is not valid ICU, or its placeholders / rich-text tags differ from the English one;
 * - a translation is identical to English while containing ≥ 2 Latin words (probably untranslated);
 * - code uses a message key that en.json does not have (`useTranslations('ns')` + `t('key')`, toast keys);
 * - JSX hard-codes user-visible text (text children, `placeholder` / `title` / `alt` / `aria-label` / `label`).
 *
 * A JSX string that must stay as is can be exempted with an `i18n-ignore` comment on the line before it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales';
import { extractIcuArguments, IcuSyntaxError, type IcuArguments } from './lib/icu-arguments';

// ---------------------------------------------------------------------------------------------------------
// Problems

export type ProblemKind =
  | 'invalid-json'
  | 'duplicate-key'
  | 'missing-key'
  | 'extra-key'
  | 'invalid-value'
  | 'empty-value'
  | 'invalid-icu'
  | 'placeholder-mismatch'
  | 'untranslated'
  | 'unknown-key'
  | 'unknown-namespace'
  | 'hardcoded-string';

export interface Problem {
  readonly kind: ProblemKind;
  /** Path relative to the project root (or the fixture name in tests). */
  readonly file: string;
  readonly line?: number;
  readonly key?: string;
  readonly detail: string;
}

const KIND_TITLES: Record<ProblemKind, string> = {
  'invalid-json': 'Invalid JSON',
  'duplicate-key': 'Duplicate keys (JSON.parse keeps only the last one)',
  'missing-key': 'Missing keys',
  'extra-key': 'Extra keys (not in the source locale)',
  'invalid-value': 'Values that are not strings',
  'empty-value': 'Empty values',
  'invalid-icu': 'Invalid ICU message syntax',
  'placeholder-mismatch': 'Placeholder / tag mismatch with the source locale',
  untranslated: 'Probably untranslated (identical to the source locale)',
  'unknown-key': 'Message keys used in code but missing from the source locale',
  'unknown-namespace': 'Translation namespaces used in code but missing from the source locale',
  'hardcoded-string': 'Hard-coded user-visible strings in JSX',
};

// ---------------------------------------------------------------------------------------------------------
// Message catalogs

export interface Catalog {
  readonly locale: string;
  readonly file: string;
  readonly messages: unknown;
}

export interface FlatMessages {
  /** Every leaf: dotted key → value (normally a string). */
  readonly leaves: ReadonlyMap<string, unknown>;
  /** Every object (namespace) key, e.g. `common` and `common.errors`. */
  readonly groups: ReadonlySet<string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function flattenMessages(messages: unknown): FlatMessages {
  const leaves = new Map<string, unknown>();
  const groups = new Set<string>();
  const visit = (value: unknown, prefix: string) => {
    if (isPlainObject(value)) {
      if (prefix) groups.add(prefix);
      for (const [name, child] of Object.entries(value)) visit(child, prefix ? `${prefix}.${name}` : name);
    } else {
      leaves.set(prefix, value);
    }
  };
  if (isPlainObject(messages)) visit(messages, '');
  return { leaves, groups };
}

/** Parses a message file; reports invalid JSON and keys that appear twice in one object. */
export function parseCatalog(
  locale: string,
  file: string,
  text: string,
): { catalog: Catalog | null; problems: Problem[] } {
  let messages: unknown;
  try {
    messages = JSON.parse(text);
  } catch (error) {
    return { catalog: null, problems: [{ kind: 'invalid-json', file, detail: String(error) }] };
  }
  const problems: Problem[] = [];
  if (!isPlainObject(messages)) {
    problems.push({ kind: 'invalid-json', file, detail: 'the top level must be an object' });
  }
  const json = ts.parseJsonText(file, text);
  const visit = (node: ts.Node, prefix: string) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const seen = new Set<string>();
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(json);
      const key = prefix ? `${prefix}.${name}` : name;
      if (seen.has(name)) {
        const line = json.getLineAndCharacterOfPosition(property.getStart(json)).line + 1;
        problems.push({ kind: 'duplicate-key', file, line, key, detail: 'appears more than once' });
      }
      seen.add(name);
      visit(property.initializer, key);
    }
  };
  const root = json.statements[0]?.expression;
  if (root) visit(root, '');
  return { catalog: { locale, file, messages }, problems };
}

/** Keys whose translations may equal the source (language names, the brand). A trailing `.*` matches a subtree. */
export const IDENTICAL_ALLOWED_KEYS: readonly string[] = ['settings.languages.*', 'common.appName'];

/** Names that stay in Latin letters in every language; a value made only of these (and symbols) is not "untranslated". */
export const BRAND_NAMES: readonly string[] = ['BTCW', 'MetaMask', 'Trust Wallet', 'TokenPocket', 'USDT'];

const LATIN_WORD = /\p{Script=Latin}+(?:['’]\p{Script=Latin}+)*/gu;
/** Simple arguments (`{name}`, `{n, number}`, `{d, date, short}`); plural/select bodies hold translatable text. */
const SIMPLE_ARGUMENT = /\{\s*[^\s{}(),#<>']+\s*(?:,\s*(?:number|date|time)\s*(?:,[^{}]*)?)?\}/g;
const TAG = /<\/?[A-Za-z][A-Za-z0-9_-]*\s*\/?>/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes placeholders, tags and brand names, leaving the text a translator would have to translate. */
export function translatableText(value: string, brands: readonly string[] = BRAND_NAMES): string {
  let text = value.replace(SIMPLE_ARGUMENT, ' ').replace(TAG, ' ');
  for (const brand of brands) text = text.replace(new RegExp(`\\b${escapeRegExp(brand)}\\b`, 'g'), ' ');
  return text;
}

export function countLatinWords(text: string): number {
  return text.match(LATIN_WORD)?.length ?? 0;
}

export function isIdenticalAllowed(
  key: string,
  allowed: readonly string[] = IDENTICAL_ALLOWED_KEYS,
): boolean {
  return allowed.some((pattern) =>
    pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}

/** A translation identical to the source that still reads as ≥ 2 Latin words was probably not translated. */
export function isProbablyUntranslated(key: string, value: string, source: string): boolean {
  if (value !== source || isIdenticalAllowed(key)) return false;
  return countLatinWords(translatableText(value)) >= 2;
}

const describeSet = (values: Iterable<string>, wrap: (value: string) => string) => {
  const list = [...values].sort().map(wrap);
  return list.length ? list.join(', ') : 'none';
};

function compareIcu(source: IcuArguments, target: IcuArguments): string | null {
  const parts: string[] = [];
  const missingArgs = [...source.args].filter((name) => !target.args.has(name));
  const extraArgs = [...target.args].filter((name) => !source.args.has(name));
  const missingTags = [...source.tags].filter((name) => !target.tags.has(name));
  const extraTags = [...target.tags].filter((name) => !source.tags.has(name));
  if (missingArgs.length) parts.push(`missing ${describeSet(missingArgs, (name) => `{${name}}`)}`);
  if (extraArgs.length) parts.push(`unexpected ${describeSet(extraArgs, (name) => `{${name}}`)}`);
  if (missingTags.length) parts.push(`missing tag ${describeSet(missingTags, (name) => `<${name}>`)}`);
  if (extraTags.length) parts.push(`unexpected tag ${describeSet(extraTags, (name) => `<${name}>`)}`);
  return parts.length ? parts.join('; ') : null;
}

function parseIcu(catalog: Catalog, key: string, value: string, problems: Problem[]): IcuArguments | null {
  try {
    return extractIcuArguments(value);
  } catch (error) {
    if (!(error instanceof IcuSyntaxError)) throw error;
    problems.push({ kind: 'invalid-icu', file: catalog.file, key, detail: error.message });
    return null;
  }
}

/** Compares every catalog with the source-locale catalog. */
export function checkCatalogs(
  catalogs: readonly Catalog[],
  sourceLocale: string = DEFAULT_LOCALE,
): Problem[] {
  const source = catalogs.find((catalog) => catalog.locale === sourceLocale);
  if (!source) throw new Error(`No catalog for the source locale "${sourceLocale}"`);
  const problems: Problem[] = [];
  const flat = new Map(catalogs.map((catalog) => [catalog, flattenMessages(catalog.messages)]));
  const sourceLeaves = flattenMessages(source.messages).leaves;
  const sourceIcu = new Map<string, IcuArguments | null>();

  for (const catalog of catalogs) {
    const { leaves } = flat.get(catalog) ?? flattenMessages(catalog.messages);
    for (const [key, value] of leaves) {
      if (typeof value !== 'string') {
        problems.push({
          kind: 'invalid-value',
          file: catalog.file,
          key,
          detail: `is ${JSON.stringify(value)}`,
        });
      } else if (value.trim() === '') {
        problems.push({ kind: 'empty-value', file: catalog.file, key, detail: 'is empty' });
      }
    }
    if (catalog === source) {
      for (const [key, value] of leaves) {
        if (typeof value === 'string') sourceIcu.set(key, parseIcu(catalog, key, value, problems));
      }
      continue;
    }
    for (const key of sourceLeaves.keys()) {
      if (!leaves.has(key)) {
        problems.push({
          kind: 'missing-key',
          file: catalog.file,
          key,
          detail: `missing (present in ${source.file})`,
        });
      }
    }
    for (const [key, value] of leaves) {
      if (!sourceLeaves.has(key)) {
        problems.push({ kind: 'extra-key', file: catalog.file, key, detail: `not in ${source.file}` });
        continue;
      }
      const sourceValue = sourceLeaves.get(key);
      if (typeof value !== 'string' || typeof sourceValue !== 'string') continue;
      const targetArgs = parseIcu(catalog, key, value, problems);
      const sourceArgs = sourceIcu.get(key);
      if (targetArgs && sourceArgs) {
        const mismatch = compareIcu(sourceArgs, targetArgs);
        if (mismatch) {
          problems.push({ kind: 'placeholder-mismatch', file: catalog.file, key, detail: mismatch });
        }
      }
      if (isProbablyUntranslated(key, value, sourceValue)) {
        problems.push({
          kind: 'untranslated',
          file: catalog.file,
          key,
          detail: `same as ${source.locale}: ${JSON.stringify(value)}`,
        });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Source files

export interface KeyUse {
  readonly file: string;
  readonly line: number;
  /** The full dotted key (namespace + key). */
  readonly key: string;
  readonly via: 'translator' | 'toast';
}

export interface NamespaceUse {
  readonly file: string;
  readonly line: number;
  readonly namespace: string;
}

export interface HardcodedString {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  /** `text` for a JSX child, otherwise the attribute name. */
  readonly where: string;
}

export interface SourceScan {
  readonly keyUses: KeyUse[];
  readonly namespaces: NamespaceUse[];
  readonly hardcoded: HardcodedString[];
  /** Translator calls whose key is computed at runtime (not checked). */
  readonly dynamicKeys: number;
}

const TRANSLATOR_FACTORIES = new Set(['useTranslations', 'getTranslations']);
/** `t.rich(key)`, `t.markup(key)`, `t.raw(key)` read a message like `t(key)`; `t.has(key)` only asks. */
const TRANSLATOR_METHODS = new Set(['rich', 'markup', 'raw']);
const TOAST_FUNCTIONS = new Set(['showToast']);
/** String-valued JSX attributes that users see or hear. */
export const VISIBLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'label',
  'aria-placeholder',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
]);
const NON_TEXT_ELEMENTS = new Set(['script', 'style']);
const IGNORE_MARKER = 'i18n-ignore';
const LETTER = /\p{L}/u;

/** Unwraps `(x)`, `x as T`, `<T>x`, `x satisfies T`, `x!` and `await x`. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  for (;;) {
    if (
      ts.isParenthesizedExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isTypeAssertionExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isAwaitExpression(current)
    ) {
      current = current.expression;
    } else {
      return current;
    }
  }
}

/**
 * The static strings an expression can evaluate to: a literal, either branch of `c ? 'a' : 'b'`, the literal
 * fallbacks of `x ?? 'a'` / `x || 'a'`. `complete` is false when some outcome is computed at runtime.
 */
function staticStrings(node: ts.Expression): {
  values: { text: string; node: ts.Node }[];
  complete: boolean;
} {
  const expression = unwrap(node);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return { values: [{ text: expression.text, node: expression }], complete: true };
  }
  if (ts.isConditionalExpression(expression)) {
    const whenTrue = staticStrings(expression.whenTrue);
    const whenFalse = staticStrings(expression.whenFalse);
    return {
      values: [...whenTrue.values, ...whenFalse.values],
      complete: whenTrue.complete && whenFalse.complete,
    };
  }
  if (
    ts.isBinaryExpression(expression) &&
    (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    const left = staticStrings(expression.left);
    const right = staticStrings(expression.right);
    return { values: [...left.values, ...right.values], complete: left.complete && right.complete };
  }
  return { values: [], complete: false };
}

/** Text an expression in a JSX child or attribute can render: literals, `?:`, `&&`, `??`, template parts. */
function jsxStrings(node: ts.Expression): { text: string; node: ts.Node }[] {
  const expression = unwrap(node);
  if (ts.isTemplateExpression(expression)) {
    const parts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
    return [{ text: parts.join(' '), node: expression }];
  }
  if (ts.isConditionalExpression(expression)) {
    return [...jsxStrings(expression.whenTrue), ...jsxStrings(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return jsxStrings(expression.right);
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
      return [...jsxStrings(expression.left), ...jsxStrings(expression.right)];
    }
  }
  return staticStrings(expression).values;
}

/** The object literals an expression can evaluate to (through `?:`, `??`, `||`, `as`). */
function objectLiterals(node: ts.Expression): ts.ObjectLiteralExpression[] {
  const expression = unwrap(node);
  if (ts.isObjectLiteralExpression(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) {
    return [...objectLiterals(expression.whenTrue), ...objectLiterals(expression.whenFalse)];
  }
  if (
    ts.isBinaryExpression(expression) &&
    (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return [...objectLiterals(expression.left), ...objectLiterals(expression.right)];
  }
  return [];
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  return null;
}

function keyProperty(object: ts.ObjectLiteralExpression): ts.PropertyAssignment | undefined {
  return object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && propertyName(property.name) === 'key',
  );
}

/** `{ key: 'ns.key' }` or `{ key: 'ns.key', values }` — the shape of a toast message. */
function isToastMessageShape(object: ts.ObjectLiteralExpression): boolean {
  return object.properties.every((property) => {
    if (!property.name) return false;
    const name = propertyName(property.name);
    return name === 'key' || name === 'values';
  });
}

/** The namespace given to `useTranslations(…)` / `getTranslations(…)`: '' for none, null when computed. */
function translatorNamespace(call: ts.CallExpression): string | null {
  const [argument] = call.arguments;
  if (!argument) return '';
  const expression = unwrap(argument);
  if (ts.isObjectLiteralExpression(expression)) {
    const property = expression.properties.find(
      (candidate): candidate is ts.PropertyAssignment =>
        ts.isPropertyAssignment(candidate) && propertyName(candidate.name) === 'namespace',
    );
    if (!property) return '';
    const { values, complete } = staticStrings(property.initializer);
    return complete && values.length === 1 && values[0] ? values[0].text : null;
  }
  const { values, complete } = staticStrings(expression);
  return complete && values.length === 1 && values[0] ? values[0].text : null;
}

function isTranslatorFactoryCall(node: ts.Expression): node is ts.CallExpression {
  const expression = unwrap(node);
  return (
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    TRANSLATOR_FACTORIES.has(expression.expression.text)
  );
}

const isScope = (node: ts.Node) =>
  ts.isSourceFile(node) ||
  ts.isBlock(node) ||
  ts.isModuleBlock(node) ||
  ts.isCaseBlock(node) ||
  ts.isFunctionLike(node);

function bindingNames(name: ts.BindingName, out: string[]) {
  if (ts.isIdentifier(name)) {
    out.push(name.text);
    return;
  }
  for (const element of name.elements) {
    if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
  }
}

/** Finds the keys, namespaces and hard-coded strings in one TS/TSX source file. */
export function scanSource(file: string, text: string): SourceScan {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split(/\r?\n/);
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const ignored = (node: ts.Node) => {
    const line = lineOf(node);
    return (lines[line - 1] ?? '').includes(IGNORE_MARKER) || (lines[line - 2] ?? '').includes(IGNORE_MARKER);
  };

  // Pass 1: every name declared in each scope; translators remember their namespace (null = computed).
  type Binding = { translator: false } | { translator: true; namespace: string | null };
  const scopes = new Map<ts.Node, Map<string, Binding>>();
  const declare = (scope: ts.Node, name: string, binding: Binding) => {
    let names = scopes.get(scope);
    if (!names) {
      names = new Map<string, Binding>();
      scopes.set(scope, names);
    }
    names.set(name, binding);
  };
  const enclosingScope = (node: ts.Node): ts.Node => {
    let current = node.parent;
    while (!isScope(current)) current = current.parent;
    return current;
  };
  const namespaces: NamespaceUse[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node)) {
      const scope = enclosingScope(node);
      if (ts.isIdentifier(node.name) && node.initializer && isTranslatorFactoryCall(node.initializer)) {
        const namespace = translatorNamespace(unwrap(node.initializer) as ts.CallExpression);
        declare(scope, node.name.text, { translator: true, namespace });
        if (namespace) namespaces.push({ file, line: lineOf(node), namespace });
      } else {
        const names: string[] = [];
        bindingNames(node.name, names);
        for (const name of names) declare(scope, name, { translator: false });
      }
    } else if (ts.isParameter(node)) {
      const names: string[] = [];
      bindingNames(node.name, names);
      for (const name of names) declare(node.parent, name, { translator: false });
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
      declare(enclosingScope(node), node.name.text, { translator: false });
    }
    ts.forEachChild(node, collect);
  };
  collect(sourceFile);

  const resolve = (identifier: ts.Identifier): Binding | undefined => {
    let current: ts.Node = identifier;
    do {
      current = current.parent;
      const binding = scopes.get(current)?.get(identifier.text);
      if (binding) return binding;
    } while (!ts.isSourceFile(current));
    return undefined;
  };

  // Pass 2: translator calls, toast messages, JSX text.
  const keyUses: KeyUse[] = [];
  const hardcoded: HardcodedString[] = [];
  const seenToastKeys = new Set<ts.Node>();
  let dynamicKeys = 0;

  const addToastKeys = (object: ts.ObjectLiteralExpression, requireDot: boolean) => {
    const property = keyProperty(object);
    if (!property || seenToastKeys.has(property)) return;
    const { values } = staticStrings(property.initializer);
    const keys = values.filter((value) => !requireDot || value.text.includes('.'));
    if (!keys.length) return;
    seenToastKeys.add(property);
    for (const value of keys) keyUses.push({ file, line: lineOf(value.node), key: value.text, via: 'toast' });
  };

  const addTranslatorUse = (call: ts.CallExpression, namespace: string | null) => {
    const [argument] = call.arguments;
    if (!argument || namespace === null) {
      dynamicKeys++;
      return;
    }
    const { values, complete } = staticStrings(argument);
    if (!complete) dynamicKeys++;
    for (const value of values) {
      const key = namespace ? `${namespace}.${value.text}` : value.text;
      keyUses.push({ file, line: lineOf(value.node), key, via: 'translator' });
    }
  };

  const addHardcoded = (node: ts.Node, rawText: string, where: string) => {
    const textValue = rawText.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(textValue) || !LETTER.test(translatableText(textValue)) || ignored(node)) return;
    hardcoded.push({ file, line: lineOf(node), text: textValue, where });
  };

  const insideNonTextElement = (node: ts.Node) => {
    const element = node.parent;
    if (!ts.isJsxElement(element)) return false;
    const tag = element.openingElement.tagName;
    return ts.isIdentifier(tag) && NON_TEXT_ELEMENTS.has(tag.text);
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) {
        const binding = resolve(callee);
        if (binding?.translator) addTranslatorUse(node, binding.namespace);
        if (TOAST_FUNCTIONS.has(callee.text) && node.arguments[0]) {
          for (const object of objectLiterals(node.arguments[0])) addToastKeys(object, false);
        }
      } else if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
        const binding = resolve(callee.expression);
        if (binding?.translator && TRANSLATOR_METHODS.has(callee.name.text))
          addTranslatorUse(node, binding.namespace);
        if (TOAST_FUNCTIONS.has(callee.name.text) && node.arguments[0]) {
          for (const object of objectLiterals(node.arguments[0])) addToastKeys(object, false);
        }
      }
    } else if (ts.isObjectLiteralExpression(node) && isToastMessageShape(node)) {
      // A `{ key: 'ns.key' }` literal built here and shown later (e.g. `const message = … ? { key: … } : …`).
      addToastKeys(node, true);
    } else if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces && !insideNonTextElement(node))
        addHardcoded(node, node.text, 'text');
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      if (!insideNonTextElement(node)) {
        for (const value of jsxStrings(node.expression)) addHardcoded(value.node, value.text, 'text');
      }
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sourceFile);
      if (VISIBLE_ATTRIBUTES.has(name)) {
        const initializer = node.initializer;
        if (ts.isStringLiteral(initializer)) addHardcoded(initializer, initializer.text, name);
        else if (ts.isJsxExpression(initializer) && initializer.expression) {
          for (const value of jsxStrings(initializer.expression)) addHardcoded(value.node, value.text, name);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  return { keyUses, namespaces, hardcoded, dynamicKeys };
}

/** Reports keys and namespaces used in code that the source catalog lacks, and hard-coded JSX strings. */
export function checkSources(
  scans: readonly SourceScan[],
  sourceMessages: unknown,
  sourceFile = 'messages/en.json',
): Problem[] {
  const { leaves, groups } = flattenMessages(sourceMessages);
  const problems: Problem[] = [];
  for (const scan of scans) {
    for (const use of scan.namespaces) {
      if (!groups.has(use.namespace)) {
        problems.push({
          kind: 'unknown-namespace',
          file: use.file,
          line: use.line,
          key: use.namespace,
          detail: leaves.has(use.namespace) ? `is a message, not a namespace` : `not in ${sourceFile}`,
        });
      }
    }
    for (const use of scan.keyUses) {
      if (leaves.has(use.key)) continue;
      const how = use.via === 'toast' ? 'toast key' : 'key';
      problems.push({
        kind: 'unknown-key',
        file: use.file,
        line: use.line,
        key: use.key,
        detail: groups.has(use.key)
          ? `${how} names a namespace, not a message`
          : `${how} not in ${sourceFile}`,
      });
    }
    for (const entry of scan.hardcoded) {
      problems.push({
        kind: 'hardcoded-string',
        file: entry.file,
        line: entry.line,
        detail: `${entry.where === 'text' ? 'JSX text' : `${entry.where}=`} ${JSON.stringify(entry.text)}`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Report

export function formatProblems(problems: readonly Problem[]): string {
  const lines: string[] = [];
  for (const kind of Object.keys(KIND_TITLES) as ProblemKind[]) {
    const ofKind = problems.filter((problem) => problem.kind === kind);
    if (!ofKind.length) continue;
    lines.push(`${KIND_TITLES[kind]} (${ofKind.length}):`);
    for (const problem of ofKind) {
      const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
      lines.push(`  ${where}  ${problem.key ? `${problem.key}  ` : ''}${problem.detail}`);
    }
  }
  return lines.join('\n');
}

export function summaryLine(keyCount: number, localeCount: number, problemCount: number): string {
  return `i18n: ${keyCount} keys × ${localeCount} locales, ${problemCount} problem${problemCount === 1 ? '' : 's'}`;
}

// ---------------------------------------------------------------------------------------------------------
// CLI

export const SOURCE_DIRS: readonly string[] = ['pages', 'components', 'lib'];
const SOURCE_FILE = /\.tsx?$/;
const SKIPPED_FILE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

export function listSourceFiles(rootDir: string, dirs: readonly string[] = SOURCE_DIRS): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    const entries = readdirSync(path.join(rootDir, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name) || SKIPPED_FILE.test(entry.name)) continue;
      const relative = path
        .relative(rootDir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (relative.split('/').includes('__tests__')) continue;
      files.push(relative);
    }
  }
  return files.sort();
}

export interface CheckResult {
  readonly problems: Problem[];
  readonly keyCount: number;
  readonly localeCount: number;
  readonly dynamicKeys: number;
}

export function runCheck(
  rootDir: string,
  locales: readonly string[] = LOCALES,
  sourceLocale: string = DEFAULT_LOCALE,
): CheckResult {
  const problems: Problem[] = [];
  const catalogs: Catalog[] = [];
  for (const locale of locales) {
    const file = `messages/${locale}.json`;
    const parsed = parseCatalog(locale, file, readFileSync(path.join(rootDir, file), 'utf8'));
    problems.push(...parsed.problems);
    if (parsed.catalog) catalogs.push(parsed.catalog);
  }
  const source = catalogs.find((catalog) => catalog.locale === sourceLocale);
  if (!source) return { problems, keyCount: 0, localeCount: locales.length, dynamicKeys: 0 };
  if (catalogs.length === locales.length) problems.push(...checkCatalogs(catalogs, sourceLocale));

  const scans = listSourceFiles(rootDir).map((file) =>
    scanSource(file, readFileSync(path.join(rootDir, file), 'utf8')),
  );
  problems.push(...checkSources(scans, source.messages, source.file));
  return {
    problems,
    keyCount: flattenMessages(source.messages).leaves.size,
    localeCount: locales.length,
    dynamicKeys: scans.reduce((sum, scan) => sum + scan.dynamicKeys, 0),
  };
}

function main(): number {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const result = runCheck(rootDir);
  if (result.problems.length) console.error(`${formatProblems(result.problems)}\n`);
  if (result.dynamicKeys) {
    console.log(`(${result.dynamicKeys} translator call(s) with a key computed at runtime were not checked)`);
  }
  console.log(summaryLine(result.keyCount, result.localeCount, result.problems.length));
  return result.problems.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
