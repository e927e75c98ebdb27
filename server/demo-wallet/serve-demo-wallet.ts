import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_WALLET_PATH = '/__demo__/demo-wallet.js';
const TAG = `<script src="${DEMO_WALLET_PATH}"></script>`;

export function loadDemoWalletScript(): Buffer {
  // Not `new URL('./…', import.meta.url)`: Vite (vitest) would import the script as a module.
  return readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'demo-wallet.mjs'));
}

/** Puts the wallet script right before `</head>` so it announces itself before the app asks. */
export function injectDemoWallet(html: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : `${html.slice(0, at)}${TAG}${html.slice(at)}`;
}
