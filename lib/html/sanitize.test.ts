// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasVideo, sanitizeHtml } from './sanitize';
import { isAllowedMediaSource, isSafeImageSource, isSafeLink } from './safe-url';
import { XSS_CORPUS, XSS_MEDIA_ORIGIN } from './xss-corpus';

const FORBIDDEN_ELEMENTS =
  'script, form, input, button, textarea, select, option, style, svg, math, iframe, object, embed, meta, base, link, template, details, audio, track, body, noscript, marquee';
/** Every attribute sanitized HTML may carry: the allow-list and what the sanitizer adds itself. */
const ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'loading',
  'decoding',
  'poster',
  'width',
  'height',
  'autoplay',
  'muted',
  'loop',
  'playsinline',
  'preload',
  'type',
];
const MEDIA_ORIGINS = [XSS_MEDIA_ORIGIN];

function render(html: string, mediaOrigins: readonly string[] = MEDIA_ORIGINS): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html, { mediaOrigins });
  return host;
}

/** A video or source address the deployment allows: a path here, or the media origin. */
const allowedMedia = (src: string | null) => src !== null && isAllowedMediaSource(src, MEDIA_ORIGINS);

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS.map((payload, index) => [index + 1, payload] as const))(
    'payload %i leaves nothing executable or interactive',
    (_n, payload) => {
      const host = render(payload);
      expect(host.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
      for (const element of host.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name).not.toMatch(/^on/i);
          expect(ATTRIBUTES).toContain(attribute.name);
          expect(attribute.value).not.toMatch(/javascript:|data:|vbscript:/i);
        }
      }
      for (const link of host.querySelectorAll('a[href]')) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      }
      for (const video of host.querySelectorAll('video')) {
        // Something allowed to play, inline, metadata first, the app's controls, and no sound on its own.
        const sources = [...video.querySelectorAll(':scope > source')];
        expect(
          allowedMedia(video.getAttribute('src')) || sources.some((s) => allowedMedia(s.getAttribute('src'))),
        ).toBe(true);
        for (const source of sources) expect(allowedMedia(source.getAttribute('src'))).toBe(true);
        expect(video.getAttribute('playsinline')).toBe('');
        expect(video.getAttribute('preload')).toBe('metadata');
        expect(video.hasAttribute('controls')).toBe(false);
        if (video.hasAttribute('autoplay')) expect(video.getAttribute('muted')).toBe('');
        const poster = video.getAttribute('poster');
        if (poster !== null) expect(isSafeImageSource(poster)).toBe(true);
      }
      for (const source of host.querySelectorAll('source'))
        expect(source.parentElement?.nodeName).toBe('VIDEO');
      for (const element of host.querySelectorAll('[poster], [autoplay], [muted], [loop], [playsinline]'))
        expect(element.nodeName).toBe('VIDEO');
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

describe('videos', () => {
  it('keeps a video at a path of the app, inline, metadata only, without the browser’s controls', () => {
    const host = render(
      '<p>Watch:</p><video src="/media/clip.mp4" poster="/media/clip.jpg" width="640" height="360" controls title="Clip"></video>',
      [],
    );
    const video = host.querySelector('video');
    expect(video?.outerHTML).toBe(
      '<video src="/media/clip.mp4" poster="/media/clip.jpg" width="640" height="360" title="Clip" playsinline="" preload="metadata"></video>',
    );
  });

  it('keeps videos from the media origins only, whatever else the address looks like', () => {
    const origins = ['https://media.example.com', 'https://cdn.example.org:8443'];
    const kept = [
      'https://media.example.com/a.mp4',
      'HTTPS://MEDIA.EXAMPLE.COM/a.mp4',
      'https://media.example.com:443/a.mp4?v=2#t=1',
      'https://cdn.example.org:8443/b.webm',
    ];
    const dropped = [
      'https://cdn.example.org/b.webm',
      'https://media.example.com.evil.example/a.mp4',
      'https://evil.example/https://media.example.com/a.mp4',
      'https://user@media.example.com/a.mp4',
      'http://media.example.com/a.mp4',
      '//media.example.com/a.mp4',
      'blob:https://media.example.com/0b1d',
      'data:video/mp4;base64,AAAA',
      'javascript:alert(1)',
      'media.example.com/a.mp4',
    ];
    for (const src of kept)
      expect(render(`<video src="${src}"></video>`, origins).querySelector('video'), src).not.toBeNull();
    for (const src of dropped)
      expect(render(`<video src="${src}"></video>`, origins).querySelector('video'), src).toBeNull();
    // Without media origins only the app's own paths play.
    expect(
      render('<video src="https://media.example.com/a.mp4"></video>', []).querySelector('video'),
    ).toBeNull();
  });

  it('keeps the allowed sources of a video and drops the rest, or the video when none is left', () => {
    const host = render(
      '<video><source src="https://evil.example/a.mp4" type="video/mp4"><source src="https://media.example.com/a.webm" type="video/webm"><source src="/media/a.mp4" type="application/x-shockwave-flash"></video>' +
        '<video poster="/media/p.jpg"><source src="https://evil.example/a.mp4"><source src="javascript:alert(1)"></video>',
    );
    expect(host.querySelectorAll('video')).toHaveLength(1);
    expect([...host.querySelectorAll('source')].map((s) => s.outerHTML)).toEqual([
      '<source src="https://media.example.com/a.webm" type="video/webm">',
      '<source src="/media/a.mp4">',
    ]);
  });

  it('mutes a video the operator wants to start on its own', () => {
    const video = render('<video src="/media/a.mp4" autoplay="autoplay" loop="true"></video>').querySelector(
      'video',
    );
    expect(video?.getAttribute('autoplay')).toBe('');
    expect(video?.getAttribute('muted')).toBe('');
    expect(video?.getAttribute('loop')).toBe('');
    const quiet = render('<video src="/media/a.mp4"></video>').querySelector('video');
    expect(quiet?.hasAttribute('autoplay')).toBe(false);
    expect(quiet?.hasAttribute('muted')).toBe(false);
  });

  it('starts no video by itself for a reader who asked for less motion, before it is in the page', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<video src="/media/a.mp4" autoplay loop></video>', {
      mediaOrigins: MEDIA_ORIGINS,
      stillVideos: true,
    });
    const video = host.querySelector('video');
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.getAttribute('loop')).toBe('');
    // The next block, for another reader, is as the operator wrote it.
    expect(
      render('<video src="/media/a.mp4" autoplay></video>').querySelector('video')?.hasAttribute('autoplay'),
    ).toBe(true);
  });

  it('drops a poster that is not an image address, captions tracks and sizes that are not numbers', () => {
    const video = render(
      '<video src="/media/a.mp4" poster="javascript:alert(1)" width="100%" height="1e3"><track kind="captions" src="/media/a.vtt" default></video>',
    ).querySelector('video');
    expect(video?.outerHTML).toBe('<video src="/media/a.mp4" playsinline="" preload="metadata"></video>');
    const https = render(
      '<video src="/media/a.mp4" poster="https://img.example/p.jpg"></video>',
    ).querySelector('video');
    expect(https?.getAttribute('poster')).toBe('https://img.example/p.jpg');
  });

  it('gives the same HTML when sanitizing again (the server stores it sanitized, the app sanitizes it again)', () => {
    for (const payload of [
      ...XSS_CORPUS,
      '<p><video src="/media/a.mp4" autoplay loop poster="/p.jpg" width="640" height="360"><source src="https://media.example.com/a.webm" type="video/webm"></video></p>',
    ]) {
      const once = sanitizeHtml(payload, { mediaOrigins: MEDIA_ORIGINS });
      expect(sanitizeHtml(once, { mediaOrigins: MEDIA_ORIGINS }), payload).toBe(once);
    }
  });

  it('says whether sanitized HTML shows a video, not whether its text mentions one', () => {
    expect(hasVideo(sanitizeHtml('<video src="/media/a.mp4"></video>'))).toBe(true);
    expect(hasVideo(sanitizeHtml('<p>&lt;video src=x&gt; is how a video is written</p>'))).toBe(false);
    expect(hasVideo(sanitizeHtml('<video src="https://evil.example/a.mp4"></video>'))).toBe(false);
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
  it.each([
    '/media/a.mp4',
    ' /media/a.mp4 ',
    'https://media.example.com/a.mp4',
    'https://MEDIA.example.com:443/x',
  ])('%s is an allowed video source', (url) => {
    expect(isAllowedMediaSource(url, MEDIA_ORIGINS)).toBe(true);
  });
  it.each([
    '//media.example.com/a.mp4',
    '/\\media.example.com/a.mp4',
    'https://media.example.com:8443/a.mp4',
    'https://media.example.com@evil.example/a.mp4',
    'https:/media.example.com/a.mp4',
    'https://',
    'ftp://media.example.com/a.mp4',
    'data:video/mp4,x',
  ])('%s is not an allowed video source', (url) => {
    expect(isAllowedMediaSource(url, MEDIA_ORIGINS)).toBe(false);
  });
});
