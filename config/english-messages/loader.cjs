// Turbopack loader (next.config.mjs): turns a screen's `english-messages.ts`, which names the parts of
// the English catalog its code shows, into those messages, precompiled as next-intl's own catalog
// loader does for whole catalogs (icu-minify). Why and how it is checked: ./README.md.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const CATALOG = path.join(__dirname, '..', '..', 'messages', 'en.json');

// The only shape a bundle file may have (comments aside): the helper's import and one call of it
// with string literals.
const IMPORT = /^import \{ englishMessages \} from '@\/lib\/i18n\/pick-english';$/m;
const CALL = /^export default englishMessages\(([^)]*)\);$/m;
const LITERAL = /'([A-Za-z0-9.]+)'/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** The dotted paths a bundle file names; throws when the file is not in the one accepted shape. */
function bundlePaths(source, file) {
  const call = CALL.exec(source);
  const rest = source.replace(COMMENTS, '').replace(IMPORT, '').replace(CALL, '').trim();
  if (!call || !IMPORT.test(source) || rest !== '')
    throw new Error(
      `${file}: an english-messages file holds only \`export default englishMessages('a', 'b.c');\` ` +
        `and its import (config/english-messages/README.md)`,
    );
  const argumentsText = call[1] ?? '';
  if (argumentsText.replace(LITERAL, '').replace(/[\s,]/g, '') !== '')
    throw new Error(`${file}: englishMessages() takes string literals only`);
  return [...argumentsText.matchAll(LITERAL)].map((match) => match[1]);
}

function pick(catalog, dottedPath, file) {
  let value = catalog;
  for (const name of dottedPath.split('.'))
    value = value && typeof value === 'object' && !Array.isArray(value) ? value[name] : undefined;
  if (value === undefined) throw new Error(`${file}: messages/en.json has no "${dottedPath}"`);
  return value;
}

function place(target, dottedPath, value) {
  const names = dottedPath.split('.');
  const last = names.pop();
  let node = target;
  for (const name of names) node = node[name] ??= {};
  node[last] = value;
}

function compileTree(value, compile) {
  if (typeof value === 'string') return compile(value);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compileTree(inner, compile)]));
}

/** The module that replaces a bundle file: its messages, precompiled. */
async function englishMessagesModule(source, file) {
  const { default: compile } = await import('icu-minify/compile');
  const catalog = JSON.parse(readFileSync(CATALOG, 'utf8'));
  const messages = {};
  // Wider paths first, so a namespace never overwrites one of its own messages placed before it.
  const paths = bundlePaths(source, file).sort((a, b) => a.split('.').length - b.split('.').length);
  for (const dottedPath of paths) {
    const names = dottedPath.split('.');
    const covered = names.some((_, index) => paths.includes(names.slice(0, index).join('.')));
    if (!covered) place(messages, dottedPath, compileTree(pick(catalog, dottedPath, file), compile));
  }
  // https://v8.dev/blog/cost-of-javascript-2019#json
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

/** @this {{ resourcePath: string, async: () => (error: Error | null, result?: string) => void, addDependency?: (file: string) => void }} */
module.exports = function englishMessagesLoader(source) {
  const callback = this.async();
  this.addDependency?.(CATALOG);
  englishMessagesModule(source, this.resourcePath).then(
    (result) => callback(null, result),
    (error) => callback(error),
  );
};
module.exports.englishMessagesModule = englishMessagesModule;
module.exports.bundlePaths = bundlePaths;
