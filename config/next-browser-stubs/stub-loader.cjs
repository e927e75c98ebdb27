// Turbopack loader (next.config.mjs): replaces one of Next's modules, listed in stubbed-modules.json,
// with its stub from this folder. Which modules, and why that is safe here: ./README.md.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const STUBS = JSON.parse(readFileSync(path.join(__dirname, 'stubbed-modules.json'), 'utf8'));
const NEXT_DIST = '/node_modules/next/dist/';

/** @this {{ resourcePath: string }} */
module.exports = function stubLoader() {
  const resource = this.resourcePath.replace(/\\/g, '/');
  const stub = STUBS[resource.slice(resource.lastIndexOf(NEXT_DIST) + NEXT_DIST.length)];
  if (stub === undefined) throw new Error(`No stub for ${resource}`);
  return readFileSync(path.join(__dirname, stub), 'utf8');
};
