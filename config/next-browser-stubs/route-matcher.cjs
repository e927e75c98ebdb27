'use strict';
// Next matches a path against a dynamic route's parameters only after isDynamicRoute said so. Every
// page here is static: no path matches a parameter.
Object.defineProperty(exports, '__esModule', { value: true });
exports.getRouteMatcher = function getRouteMatcher() {
  return function matchNothing() {
    return false;
  };
};
