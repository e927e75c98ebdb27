'use strict';
// Next's isDynamicRoute without the App Router's interception-route markers ("(.)", "(..)"), which
// a Pages Router path never carries. Same regular expressions as Next's.
Object.defineProperty(exports, '__esModule', { value: true });
const TEST_ROUTE = /\/[^/]*\[[^/]+\][^/]*(?=\/|$)/;
const TEST_STRICT_ROUTE = /\/\[[^/]+\](?=\/|$)/;
exports.isDynamicRoute = function isDynamicRoute(route, strict = true) {
  return (strict ? TEST_STRICT_ROUTE : TEST_ROUTE).test(route);
};
