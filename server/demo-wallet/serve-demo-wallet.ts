import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { demoSigner, type DemoSignerOptions } from './demo-signer';

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

/**
 * DEMO_WALLET only: the wallet script (`GET /__demo__/demo-wallet.js`) and its signer
 * (`POST /__demo__/wallet`). The static files inject the script into every page (`injectDemoWallet`).
 */
export async function demoWallet(app: FastifyInstance, options: DemoSignerOptions): Promise<void> {
  const script = loadDemoWalletScript();
  app.get(DEMO_WALLET_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  await app.register(demoSigner, options);
}
