'use strict';
// Next's lib/constants.js holds the server's and the App Router's constants too; the Pages Router
// client reads these two only (stubs.test.ts walks Next's browser code to check that).
Object.defineProperty(exports, '__esModule', { value: true });
exports.MATCHED_PATH_HEADER = 'x-matched-path';
exports.NEXT_NAV_DEPLOYMENT_ID_HEADER = 'x-nextjs-deployment-id';
