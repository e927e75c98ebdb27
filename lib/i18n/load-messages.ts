import type { DEFAULT_LOCALE, Locale } from './locales';
import type { MessageTree } from './message-tree';

/** The whole catalog of a language other than English, loaded when it is chosen or detected. */
export async function loadCatalog(locale: Exclude<Locale, typeof DEFAULT_LOCALE>): Promise<MessageTree> {
  switch (locale) {
    case 'zh-Hant':
      return (await import('@/messages/zh-Hant.json')).default;
    case 'vi':
      return (await import('@/messages/vi.json')).default;
  }
}
