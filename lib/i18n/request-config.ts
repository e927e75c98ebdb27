import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE } from './locales';

/**
 * next-intl's request configuration. The Next.js plugin (next.config.mjs) requires one, but nothing
 * here uses it: the app is a static export and translates in the browser only
 * (components/providers/i18n-provider.tsx).
 */
export default getRequestConfig(() => ({ locale: DEFAULT_LOCALE }));
