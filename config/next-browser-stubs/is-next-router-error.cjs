'use strict';
// The App Router's redirect() and notFound() throw errors whose digest says so; the Pages Router
// client only asks, in development, to explain such an error. This app never throws them. Same
// answer as Next's for its digests, without its redirect and HTTP-status tables.
Object.defineProperty(exports, '__esModule', { value: true });
exports.isNextRouterError = function isNextRouterError(error) {
  const digest = typeof error === 'object' && error !== null ? error.digest : undefined;
  return (
    typeof digest === 'string' &&
    (digest.startsWith('NEXT_REDIRECT;') || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;'))
  );
};
