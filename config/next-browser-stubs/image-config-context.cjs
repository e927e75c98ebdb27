'use strict';
// The context next/image reads its settings from. The Pages Router client provides it on every page;
// no screen of this app uses next/image (stubs.test.ts checks), so nothing reads it and Next's
// default image settings stay out of the browser build.
Object.defineProperty(exports, '__esModule', { value: true });
exports.ImageConfigContext = require('react').createContext(undefined);
