// The Turbopack rule of next.config.mjs that swaps Next's modules listed in stubbed-modules.json for
// the stubs beside them, in the browser's production build only (README.md): `next dev` keeps
// Next's own, since its hot reloader reads more of them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const stubs = JSON.parse(readFileSync(here('./stubbed-modules.json'), 'utf8'));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const nextBrowserStubsRule = {
  condition: {
    all: [
      'browser',
      'production',
      { path: new RegExp(`node_modules/next/dist/(?:${Object.keys(stubs).map(escape).join('|')})$`) },
    ],
  },
  loaders: [here('./stub-loader.cjs')],
};
