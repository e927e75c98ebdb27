'use strict';
// Next builds a route's regular expression only for a dynamic route ("[id]"), after isDynamicRoute
// said so. Every page here is static, so the regex matches nothing, as for a route with no page.
Object.defineProperty(exports, '__esModule', { value: true });
function noMatch() {
  return { re: /(?!)/, groups: {}, namedRegex: '^(?!)$', routeKeys: {} };
}
exports.getRouteRegex = noMatch;
exports.getNamedRouteRegex = noMatch;
exports.getNamedMiddlewareRegex = noMatch;
