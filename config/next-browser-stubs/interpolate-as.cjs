'use strict';
// Next fills a dynamic route's parameters into its URL only after isDynamicRoute said so. Every page
// here is static: nothing to fill in.
Object.defineProperty(exports, '__esModule', { value: true });
exports.interpolateAs = function interpolateAs() {
  return { params: [], result: '' };
};
