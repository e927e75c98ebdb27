import { IntlErrorCode, type IntlError } from 'next-intl';

/**
 * No time zone is configured on purpose (components/providers/i18n-provider.tsx), which next-intl
 * reports as ENVIRONMENT_FALLBACK on every prerendered page: not an error here. Anything else (a
 * message missing from the English a screen carries, say) is, and the e2e journeys fail on it.
 */
export function reportIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.ENVIRONMENT_FALLBACK) return;
  console.error(error);
}
