import en from '@/messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/** English ships with every page (the prerendered HTML is English); other locales load on demand. */
export const defaultMessages: Messages = en;

export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'zh-Hant':
      return (await import('@/messages/zh-Hant.json')).default;
    case 'vi':
      return (await import('@/messages/vi.json')).default;
    default:
      return en;
  }
}
