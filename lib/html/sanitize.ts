import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { isSafeImageSource, isSafeLink } from './safe-url';

/**
 * Server-provided HTML (notices, About us, Privacy Policy) is shown only through this.
 * Allow-list: text structure, links and images; nothing interactive, no styles, no SVG/MathML.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'span',
  'a',
  'img',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title'],
  // Belt and braces: never allowed even if the list above grows by mistake.
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'style',
    'svg',
    'math',
    'iframe',
    'script',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'action', 'formaction', 'srcset'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: true,
  RETURN_TRUSTED_TYPE: false,
};

function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || !isSafeLink(href)) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !isSafeImageSource(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purify;
}

const purifiers = new WeakMap<object, DOMPurify>();

/** `windowLike` defaults to the browser window; tests and the operator pass a jsdom window. */
export function sanitizeHtml(html: string, windowLike?: WindowLike): string {
  const target = windowLike ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) return '';
  let purify = purifiers.get(target);
  if (!purify) {
    purify = configure(createDOMPurify(target));
    purifiers.set(target, purify);
  }
  if (!purify.isSupported) return '';
  return purify.sanitize(html, CONFIG);
}
