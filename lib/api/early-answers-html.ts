/**
 * The exported page without its early requests (lib/api/early-answers.ts): the bench's variant for
 * measuring what asking before the app loads is worth. The `<head>` request script is emptied, not
 * removed (hydration still finds the element it expects, and React does not compare its text); the
 * show scripts then find no answer and do nothing, and the screen asks through the transport as on
 * any client-side navigation. Next's data scripts carry a copy of the source as a string: they stay.
 */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** What only the early-requests script contains (see earlyRequestsScript). */
const EARLY_REQUESTS_MARK = 'w.__earlyAnswers=w.__earlyAnswers||{}';

/** Next's Flight data, which quotes every head script's source. */
const NEXT_DATA = 'self.__next_f';

export function withoutEarlyRequests(html: string): string {
  return html.replace(INLINE_SCRIPT, (tag, text: string) =>
    text.includes(EARLY_REQUESTS_MARK) && !text.includes(NEXT_DATA) ? '<script></script>' : tag,
  );
}
