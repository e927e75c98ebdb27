'use strict';
// Next's shared/lib/constants.js holds the build's and the App Router's constants too; the Pages
// Router client reads these two only (stubs.test.ts walks Next's browser code to check that).
Object.defineProperty(exports, '__esModule', { value: true });
exports.DEV_CLIENT_PAGES_MANIFEST = '_devPagesManifest.json';
exports.DEV_CLIENT_MIDDLEWARE_MANIFEST = '_devMiddlewareManifest.json';
