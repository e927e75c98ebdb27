'use strict';
// Next sorts dynamic routes on the server; the browser never calls these.
Object.defineProperty(exports, '__esModule', { value: true });
function serverOnly() {
  throw new Error('Route sorting runs at build time, not in the browser');
}
exports.getSortedRoutes = serverOnly;
exports.getSortedRouteObjects = serverOnly;
