// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { frameWordsOf, FRAME_WORDS_ID } from '@/lib/i18n/frame-words';
import vi from '@/messages/vi.json';
import zhHant from '@/messages/zh-Hant.json';
import { frameWords, withFrameWords } from './frame-words';

describe('the frame words block', () => {
  it('carries the bar titles, the tabs and the offline notices of each other language', () => {
    const words = frameWords();
    expect(words['zh-Hant']).toMatchObject({
      titles: { community: zhHant.titles.community },
      nav: { home: zhHant.nav.home },
      shell: { offline: zhHant.shell.offline, offlineNavigation: zhHant.shell.offlineNavigation },
      screenLoad: { retry: zhHant.screenLoad.retry },
    });
    expect(words.vi).toMatchObject({ titles: { community: vi.titles.community } });
    // Not the rest of the shell (pull-to-refresh, not-found), nor English.
    expect(words['zh-Hant']).not.toHaveProperty('shell.pullToRefresh');
    expect(words).not.toHaveProperty('en');
  });

  it('goes into the head as data the page reads back, once, and cannot close its element', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const words = { 'zh-Hant': { titles: { home: '</script><b>首頁' } }, vi: {} };
    const page = withFrameWords(html, words);
    expect(withFrameWords(page, words)).toBe(page);
    expect(page).toContain(`<script type="application/json" id="${FRAME_WORDS_ID}">`);
    expect(page.indexOf(FRAME_WORDS_ID)).toBeLessThan(page.indexOf('</head>'));
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    document.documentElement.innerHTML = page.replace(/^<html>|<\/html>$/g, '');
    expect(frameWordsOf('zh-Hant')).toEqual({ titles: { home: '</script><b>首頁' } });
    expect(frameWordsOf('vi')).toEqual({});
  });
});
