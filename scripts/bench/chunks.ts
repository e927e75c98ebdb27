/**
 * What the first-load chunks contain: every script some route page loads at first, with its size,
 * how many routes load it, and the libraries recognised in it by strings that survive minification.
 * A planning aid for the first-load budget (docs/performance.md):
 *
 *   node --import tsx scripts/bench/chunks.ts [--out out]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { formatKb, measureFirstLoadJs } from '../lib/first-load-js';
import { REPO_ROOT } from '../../e2e/support/stack';
import { renderTable } from './table';

/** Library → literal strings, any of which marks the library's code in a minified chunk or module. */
export const LIBRARY_MARKERS: readonly (readonly [string, readonly string[]])[] = [
  ['react-dom', ['react-dom']],
  ['next router + RSC client', ['resolved_model']],
  ['zod', ['ZodError', '$ZodType', '_zod']],
  ['wagmi (+ @wagmi/core, mipd)', ['wagmi@', 'eip6963', 'WagmiCoreError', 'ConnectorAlreadyConnectedError']],
  ['viem (+ ox, noble hashes)', ['viem@', 'ox@', 'viem.sh', 'IntegerOutOfRangeError', 'AbiEncoding']],
  ['@tanstack/react-query', ['No QueryClient set', 'observerAdded']],
  ['intl-messageformat (next-intl)', ['IntlMessageFormat']],
  ['jotai', ['atom not writable']],
  ['workbox-window', ['SKIP_WAITING']],
];

/**
 * Splits a Turbopack chunk (`TURBOPACK.push([script, id, factory, id, factory, …])`) at its module
 * factories. Approximate: Turbopack merges (scope-hoists) modules, so one factory can hold code of
 * several libraries.
 */
export function turbopackModules(code: string): string[] {
  const starts = [...code.matchAll(/[,[](\d{1,7}),(?=(?:\((?:[\w$]+,?)*\)|[\w$]+)=>\{)/g)].map(
    (match) => match.index,
  );
  return starts.map((start, index) => code.slice(start, starts[index + 1] ?? code.length));
}

/** The first library whose markers occur in `code` (marker order: the libraries above). */
function firstLibrary(code: string): string | undefined {
  return LIBRARY_MARKERS.find(([, markers]) => markers.some((marker) => code.includes(marker)))?.[0];
}

function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leafStrings);
  return [];
}

/** `messages/<locale>.json` counts as inlined in a chunk when most of its longer strings appear there. */
function messageMarkers(root: string): [string, string[]][] {
  return ['en', 'zh-Hant', 'vi'].map((locale) => {
    const messages: unknown = JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'));
    const strings = [
      ...new Set(leafStrings(messages).filter((text) => text.length >= 12 && !text.includes('{'))),
    ];
    return [`messages/${locale}.json`, strings];
  });
}

export function librariesIn(code: string, root = REPO_ROOT): string[] {
  const found = LIBRARY_MARKERS.filter(([, markers]) => markers.some((marker) => code.includes(marker))).map(
    ([name]) => name,
  );
  for (const [name, strings] of messageMarkers(root)) {
    const hits = strings.filter((text) => code.includes(text)).length;
    if (strings.length > 0 && hits / strings.length > 0.5) found.push(name);
  }
  return found;
}

function main(): void {
  const flag = process.argv.indexOf('--out');
  const outDir = path.resolve(REPO_ROOT, (flag === -1 ? undefined : process.argv[flag + 1]) ?? 'out');
  const routes = measureFirstLoadJs(outDir);
  const chunks = new Map<string, { rawBytes: number; gzipBytes: number; routes: number }>();
  for (const route of routes) {
    for (const script of route.scripts) {
      const entry = chunks.get(script.file) ?? {
        rawBytes: script.rawBytes,
        gzipBytes: script.gzipBytes,
        routes: 0,
      };
      entry.routes += 1;
      chunks.set(script.file, entry);
    }
  }
  const rows = [...chunks.entries()]
    .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
    .map(([file, entry]) => [
      path.basename(file),
      formatKb(entry.rawBytes),
      formatKb(entry.gzipBytes),
      `${entry.routes}/${routes.length}`,
      librariesIn(readFileSync(path.join(outDir, file), 'utf8')).join(', ') || '(Next runtime / app code)',
    ]);
  console.log(
    renderTable(['Chunk', 'Raw', 'Gzip', 'Routes', 'Recognised'], rows, [
      'left',
      'right',
      'right',
      'right',
      'left',
    ]),
  );

  // Inside the chunks holding more than one library: their modules grouped by library.
  const parts: string[][] = [];
  for (const [file, entry] of [...chunks.entries()].sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)) {
    const code = readFileSync(path.join(outDir, file), 'utf8');
    if (LIBRARY_MARKERS.filter(([, markers]) => markers.some((marker) => code.includes(marker))).length < 2)
      continue;
    const groups = new Map<string, string[]>();
    for (const factory of turbopackModules(code)) {
      const library = firstLibrary(factory) ?? '(unattributed: app code, Next, unmarked library code)';
      groups.set(library, [...(groups.get(library) ?? []), factory]);
    }
    const bySize = [...groups.entries()].sort(([, a], [, b]) => b.join('').length - a.join('').length);
    for (const [library, modules] of bySize) {
      const joined = modules.join('');
      parts.push([
        path.basename(file),
        library,
        String(modules.length),
        formatKb(Buffer.byteLength(joined)),
        formatKb(gzipSync(joined, { level: constants.Z_BEST_COMPRESSION }).length),
      ]);
    }
    parts.push([
      path.basename(file),
      '(whole chunk)',
      '',
      formatKb(entry.rawBytes),
      formatKb(entry.gzipBytes),
    ]);
  }
  if (parts.length > 0) {
    console.log(
      '\nChunks holding several libraries, by module (approximate: Turbopack merges modules; each part gzipped on its own):\n',
    );
    console.log(
      renderTable(['Chunk', 'Part', 'Modules', 'Raw', 'Gzip'], parts, [
        'left',
        'left',
        'right',
        'right',
        'right',
      ]),
    );
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) main();
