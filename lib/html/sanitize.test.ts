// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { isSafeImageSource, isSafeLink } from './safe-url';
import { XSS_CORPUS } from './xss-corpus';

const FORBIDDEN_ELEMENTS =
  'script, form, input, button, textarea, select, option, style, svg, math, iframe, object, embed, meta, base, link, template, details, video, audio, source, body, noscript, marquee';

function render(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS.map((payload, index) => [index + 1, payload] as const))(
    'payload %i leaves nothing executable or interactive',
    (_n, payload) => {
      const host = render(payload);
      expect(host.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
      for (const element of host.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name).not.toMatch(/^on/i);
          expect(['href', 'src', 'alt', 'title', 'target', 'rel', 'loading', 'decoding']).toContain(
            attribute.name,
          );
          expect(attribute.value).not.toMatch(/javascript:|data:|vbscript:/i);
        }
      }
      for (const link of host.querySelectorAll('a[href]')) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      }
      expect(host.innerHTML).not.toMatch(/__xss/);
    },
  );

  it('keeps harmless structure, opens https links in a new tab without opener', () => {
    const host = render(
      '<h2>Title</h2><p>Hello <strong>bold</strong> <a href="https://example.com/x">link</a></p><ul><li>one</li></ul><img src="/images/a.png" alt="A">',
    );
    expect(host.querySelector('h2')?.textContent).toBe('Title');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/images/a.png');
    expect(host.querySelector('li')?.textContent).toBe('one');
  });

  it('drops non-https links but keeps their text', () => {
    const host = render('<a href="http://example.com">plain</a>');
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(host.textContent).toBe('plain');
  });

  it('keeps the text of a password form but no form or field', () => {
    const host = render('<form><label>Password</label><input type="password"></form>');
    expect(host.querySelector('form, input')).toBeNull();
    expect(host.textContent).toBe('Password');
  });
});

describe('URL rules', () => {
  it.each(['https://a.example/', 'HTTPS://A.EXAMPLE'])('%s is a safe link', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });
  it.each(['http://a.example', '//a.example', 'javascript:x', 'data:text/html,x', '/pages/x', 'https:///x'])(
    '%s is not a safe link',
    (url) => {
      expect(isSafeLink(url)).toBe(false);
    },
  );
  it.each(['/images/a.png', 'https://cdn.example/a.png'])('%s is a safe image', (url) => {
    expect(isSafeImageSource(url)).toBe(true);
  });
  it.each(['//evil/a.png', '/\\evil/a.png', 'data:image/png;base64,AAAA', 'javascript:x', 'http://x/a.png'])(
    '%s is not a safe image',
    (url) => {
      expect(isSafeImageSource(url)).toBe(false);
    },
  );
});
