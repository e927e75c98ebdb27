/**
 * `BTCW_MEDIA_ORIGINS` as the build inlined it (config/deploy-config.mjs): the origins videos in
 * operator content may come from besides the app's own. Its own module, not in `appConfig`, so
 * only the code that shows content carries it (appConfig is in the head script and every first load).
 */
export const MEDIA_ORIGINS: readonly string[] = (process.env.NEXT_PUBLIC_BTCW_MEDIA_ORIGINS ?? '')
  .split(',')
  .filter(Boolean);
