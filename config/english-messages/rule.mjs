// The Turbopack rule of next.config.mjs that turns every `english-messages.ts` into the precompiled
// English messages it names (README.md), in the browser's build and the prerender alike.
import { fileURLToPath } from 'node:url';

export const englishMessagesRule = {
  condition: { path: /\/english-messages\.ts$/ },
  loaders: [fileURLToPath(new URL('./loader.cjs', import.meta.url))],
  as: '*.js',
};
