import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * Picks the best supported locale from an Accept-Language header: any Chinese → zh-Hant,
 * vi* → vi, en* → en, highest q first; nothing usable → English.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const qAttribute = attributes
        .map((attribute) => attribute.trim())
        .find((attribute) => attribute.startsWith('q='));
      const q = qAttribute ? Number(qAttribute.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = supported(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function supported(tag: string): Locale | null {
  const language = tag.split('-')[0];
  if (language === 'zh') return 'zh-Hant';
  if (language === 'vi') return 'vi';
  if (language === 'en') return 'en';
  return null;
}
