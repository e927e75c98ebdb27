/**
 * What a cross-engine test looks for, said as a person sees it (role and name, label, text), and
 * the in-page function that finds it. The function is sent to the page as source, so it is written
 * self-contained (no imports, no closures) and runs unchanged in WebKit and Firefox.
 */

/** A string matches exactly (after trimming and collapsing spaces); a pattern matches anywhere. */
export type TextMatch = string | { source: string; flags: string };

export interface Query {
  /** `button`, `link`, `heading`, `dialog`, `alert`, `status`, `group`, `textbox`, … */
  role?: string;
  /** The accessible name (aria-label, aria-labelledby, or the text). */
  name?: TextMatch;
  /** A form field by its label's text. */
  label?: TextMatch;
  testId?: string;
  /** Text the element contains (the innermost visible element that does). */
  text?: TextMatch;
  css?: string;
  /** Searched inside the first match of this query. */
  within?: Query;
}

export const pattern = (regex: RegExp): TextMatch => ({ source: regex.source, flags: regex.flags });

export function describeQuery(query: Query): string {
  const parts = Object.entries(query)
    .filter(([key]) => key !== 'within')
    .map(
      ([key, value]) =>
        `${key}=${typeof value === 'string' ? JSON.stringify(value) : `/${(value as { source: string }).source}/`}`,
    );
  return `{${parts.join(' ')}}${query.within ? ` within ${describeQuery(query.within)}` : ''}`;
}

/**
 * In the page: every visible element matching `query`, in document order. An approximation of the
 * accessibility tree good enough for this app's markup (native buttons, links, labelled fields and
 * ARIA roles); it never matches hidden elements.
 */
export function findAllInPage(query: Query): Element[] {
  const collapse = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (actual: string, wanted: TextMatch): boolean =>
    typeof wanted === 'string'
      ? actual === collapse(wanted)
      : new RegExp(wanted.source, wanted.flags).test(actual);
  const visible = (element: Element): boolean => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
    if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const textOf = (ids: string): string =>
    ids
      .split(/\s+/)
      .map((id) => collapse(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return collapse(textOf(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const labels = element.labels ? [...element.labels] : [];
      if (labels.length > 0) return collapse(labels.map((each) => each.textContent).join(' '));
      return collapse(element.getAttribute('placeholder'));
    }
    if (element instanceof HTMLImageElement) return collapse(element.alt);
    if (element instanceof HTMLFieldSetElement) return collapse(element.querySelector('legend')?.textContent);
    return collapse(element.textContent);
  };
  const implicitRole = (element: Element): string | null => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'button') return 'button';
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (type === 'button' || type === 'submit') return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      return 'textbox';
    }
    if (tag === 'textarea') return 'textbox';
    if (tag === 'fieldset') return 'group';
    if (tag === 'img') return 'img';
    return null;
  };
  const roleOf = (element: Element): string | null => element.getAttribute('role') ?? implicitRole(element);

  let roots: ParentNode[] = [document];
  if (query.within) {
    const within = findAllInPage(query.within)[0];
    if (!within) return [];
    roots = [within];
  }
  const candidates: Element[] = [];
  for (const root of roots) {
    const selector = query.css ?? (query.testId ? `[data-testid="${query.testId}"]` : '*');
    candidates.push(...root.querySelectorAll(selector));
  }
  const found = candidates.filter((element) => {
    if (query.testId && element.getAttribute('data-testid') !== query.testId) return false;
    if (query.role && roleOf(element) !== query.role) return false;
    if (query.name !== undefined && !matches(nameOf(element), query.name)) return false;
    if (query.label !== undefined) {
      const field =
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement;
      if (!field || !matches(nameOf(element), query.label)) return false;
    }
    if (query.text !== undefined) {
      if (!matches(collapse(element.textContent), query.text)) return false;
      // The innermost element holding the text, unless a role, a test id or css already says which.
      if (!query.role && !query.testId && !query.css) {
        const child = [...element.children].some((each) =>
          matches(collapse(each.textContent), query.text ?? ''),
        );
        if (child) return false;
      }
    }
    return visible(element);
  });
  return found;
}
