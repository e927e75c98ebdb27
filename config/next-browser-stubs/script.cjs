'use strict';
// next/script. The Pages Router client hands it the page's <Script> tags: always none here, since no
// screen uses next/script (stubs.test.ts checks). Anything else is refused loudly.
Object.defineProperty(exports, '__esModule', { value: true });
function notUsed() {
  throw new Error('next/script is not used in this app (config/next-browser-stubs/README.md)');
}
exports.default = notUsed;
exports.handleClientScriptLoad = notUsed;
exports.initScriptLoader = function initScriptLoader(scripts) {
  if (scripts.length > 0) notUsed();
};
