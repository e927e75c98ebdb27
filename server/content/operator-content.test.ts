import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { IN_MEMORY, openDb } from '../db/open-db';
import { seed } from '../seed';
import { testPasswords } from '../test-support/test-app';
import {
  columnTexts,
  findColumn,
  findNotice,
  listAds,
  listAllAds,
  listAllNotices,
  noticeTexts,
} from './content';
import { OperatorUsageError, runOperatorCommand } from '../operator-command';
import { contentCommands } from './operator-content';

let db: Db;
let dir: string;
const printed: string[] = [];
const warned: string[] = [];

function command(name: string) {
  return (...args: string[]) => runOperatorCommand(contentCommands, name, db, args);
}

function noticeFile(html: string): string {
  const file = join(dir, `notice-${String(Math.random()).slice(2)}.json`);
  writeFileSync(
    file,
    JSON.stringify({ en: { title: 'With a video', html }, vi: { title: 'Có video', html } }),
  );
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'operator-content-'));
  db = await openDb({ dataDir: IN_MEMORY });
  await migrate(db);
  await seed(db, testPasswords, new Date());
  vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
  vi.spyOn(console, 'warn').mockImplementation((line: string) => warned.push(line));
}, 60_000);
afterEach(() => {
  vi.unstubAllEnvs();
  printed.length = 0;
  warned.length = 0;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const newest = async () => (await listAllNotices(db))[0]?.id ?? 0;

describe('videos in operator content', () => {
  it('adds a notice with a video from a media origin, stored as the app shows it', async () => {
    vi.stubEnv('BTCW_MEDIA_ORIGINS', 'https://media.example.com');
    await command('notice-add')(
      'notice',
      noticeFile(
        '<p>Watch</p><video src="https://media.example.com/a.mp4" autoplay controls onplay="x()"></video>',
      ),
    );
    const id = await newest();
    expect(printed).toEqual([`Added notice #${id}`]);
    const notice = await findNotice(db, 'vi', id);
    expect(notice?.contentHtml).toBe(
      '<p>Watch</p><video src="https://media.example.com/a.mp4" autoplay="" muted="" playsinline="" preload="metadata"></video>',
    );
  });

  it.each([
    [
      '<video src="https://cdn.other.example/a.mp4"></video>',
      /"https:\/\/cdn\.other\.example\/a\.mp4" is neither a path/,
    ],
    ['<video><source src="javascript:alert(1)"></video>', /"javascript:alert\(1\)" is neither/],
    ['<video src="/media/a.mp4" poster="javascript:alert(1)"></video>', /poster "javascript:alert\(1\)"/],
    ['<video></video>', /without src/],
    ['<video src="/media/a.mp4"><track src="/media/a.vtt"></video>', /captions are not kept/],
  ])('refuses %s instead of storing the notice without it', async (html, message) => {
    vi.stubEnv('BTCW_MEDIA_ORIGINS', 'https://media.example.com');
    const before = await newest();
    await expect(command('notice-add')('notice', noticeFile(html))).rejects.toThrow(message);
    await expect(command('notice-add')('notice', noticeFile(html))).rejects.toBeInstanceOf(
      OperatorUsageError,
    );
    expect(await newest()).toBe(before);
  });

  it('refuses a media origin the deployment has not named, and names the ones it has', async () => {
    await expect(
      command('notice-add')('notice', noticeFile('<video src="https://media.example.com/a.mp4"></video>')),
    ).rejects.toThrow('(none set)');
    vi.stubEnv('BTCW_MEDIA_ORIGINS', 'https://cdn.example.com,https://media.example.com');
    await expect(
      command('column-set')(
        'aboutUs',
        'en',
        'About',
        writeHtml('<video src="https://evil.example/a.mp4"></video>'),
      ),
    ).rejects.toThrow('(https://cdn.example.com, https://media.example.com)');
  });

  it('attaches a video to every language of a notice, and of About us', async () => {
    const id = (await listAllNotices(db)).find((notice) => notice.title === 'Beware of phishing')?.id ?? 0;
    await command('video-attach')(
      String(id),
      '/media/btcw-test-card.mp4',
      '--poster',
      '/media/btcw-test-card.jpg',
      '--loop',
    );
    expect(printed).toEqual([`Video /media/btcw-test-card.mp4 attached to notice #${id} (en, vi, zh-Hant)`]);
    for (const text of await noticeTexts(db, id))
      expect(text.contentHtml).toMatch(
        /^<p>.+<\/p><video src="\/media\/btcw-test-card\.mp4" poster="\/media\/btcw-test-card\.jpg" loop="" playsinline="" preload="metadata"><\/video>$/,
      );

    vi.stubEnv('BTCW_MEDIA_ORIGINS', 'https://media.example.com');
    await command('video-attach')('aboutUs', 'https://media.example.com/about.mp4', '--autoplay');
    const about = await findColumn(db, 'en', 'aboutUs');
    expect(about?.title).toBe('About us');
    expect(about?.contentHtml).toMatch(
      /<\/p><video src="https:\/\/media\.example\.com\/about\.mp4" autoplay="" muted="" playsinline="" preload="metadata"><\/video>$/,
    );
    expect((await columnTexts(db, 'aboutUs')).map((text) => text.locale)).toEqual(['en', 'vi', 'zh-Hant']);
  });

  it('writes the address as an attribute value, never as markup', async () => {
    await command('video-attach')(
      'privacyPolicy',
      '/media/a.mp4" onplay="x()',
      '--poster',
      '/p.jpg"><script>x()</script>',
    );
    const html = (await findColumn(db, 'en', 'privacyPolicy'))?.contentHtml ?? '';
    const { document } = new JSDOM(html).window;
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/a.mp4" onplay="x()');
    // A poster with markup in it is dropped by the sanitizer (DOMPurify's own rule), not run.
    expect(document.querySelector('script')).toBeNull();
    expect(video?.getAttributeNames()).toEqual(['src', 'playsinline', 'preload']);
  });

  it.each([
    [['7'], /usage: video-attach/],
    [['999999', '/media/a.mp4'], /No notice #999999/],
    [['aboutUs', 'https://evil.example/a.mp4'], /is neither a path/],
    [['aboutUs', '/media/a.mp4', '--poster'], /Option '--poster <value>' argument missing/],
    [['aboutUs', '/media/a.mp4', '--controls'], /Unknown option '--controls'/],
    [['aboutUs', '/media/a.mp4', 'extra'], /video-attach takes at most 2 arguments, got 3/],
  ])('video-attach %j is refused', async (args, message) => {
    const before = (await columnTexts(db, 'aboutUs')).map((text) => text.contentHtml);
    await expect(command('video-attach')(...args)).rejects.toThrow(message);
    expect((await columnTexts(db, 'aboutUs')).map((text) => text.contentHtml)).toEqual(before);
  });
});

describe('the glossary in operator content', () => {
  function jsonFile(data: object): string {
    const file = join(dir, `content-${String(Math.random()).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(data));
    return file;
  }

  const staking = {
    en: { title: 'Stake a device', summary: 'Stake by hashrate ID.', html: '<p>Stake it today.</p>' },
    'zh-Hant': { title: '質押礦機', summary: '以算力 ID 質押。', html: '<p>今天就質押。</p>' },
    vi: {
      title: 'Staking thiết bị',
      summary: 'Stake thiết bị bằng ID sức mạnh băm.',
      html: '<p>Hãy staking ngay hôm nay.</p><ul><li>Thanh toán stake</li><li>Ghi vào tài khoản</li></ul>',
    },
  };

  it('refuses a notice with a word the glossary rejects, naming the language, the word and the glossary’s', async () => {
    const before = await newest();
    const file = jsonFile({
      ...staking,
      'zh-Hant': { ...staking['zh-Hant'], summary: '以帳戶的算力 ID 質押。' },
    });
    const refusal = command('notice-add')('announcement', file);
    await expect(refusal).rejects.toBeInstanceOf(OperatorUsageError);
    await expect(refusal).rejects.toThrow(
      `${file} breaks the glossary (docs/glossary.md):\n` +
        '  zh-Hant summary: says "帳戶" for member account; the glossary\'s word is "帳號"\n' +
        '  vi summary: says "Stake" for stake; the glossary\'s word is "staking"\n' +
        '  vi text: says "stake" for stake; the glossary\'s word is "staking"\n' +
        "Write the glossary's word, or add --allow-glossary-break to store the text as written.",
    );
    expect(await newest()).toBe(before);
    expect(printed).toEqual([]);
  });

  it('stores the notice as written with --allow-glossary-break, and says what it kept', async () => {
    await command('notice-add')('announcement', jsonFile(staking), '--allow-glossary-break');
    const id = await newest();
    expect(printed).toEqual([`Added announcement #${id}`]);
    expect(warned).toEqual([
      'Stored against the glossary (--allow-glossary-break):\n' +
        '  vi summary: says "Stake" for stake; the glossary\'s word is "staking"\n' +
        '  vi text: says "stake" for stake; the glossary\'s word is "staking"',
    ]);
    expect(await findNotice(db, 'vi', id)).toMatchObject({
      title: 'Staking thiết bị',
      summary: 'Stake thiết bị bằng ID sức mạnh băm.',
      contentHtml: staking.vi.html,
    });
  });

  it('adds content in the glossary’s words without a word about it', async () => {
    const vi = {
      ...staking.vi,
      summary: 'Staking thiết bị bằng ID sức mạnh băm.',
      html: '<p>Staking ngay.</p>',
    };
    await command('notice-add')('notice', jsonFile({ ...staking, vi }));
    expect(printed).toEqual([`Added notice #${await newest()}`]);
    expect(warned).toEqual([]);
  });

  it('refuses a column title the app does not use, and keeps the column as it was', async () => {
    const before = await findColumn(db, 'zh-Hant', 'privacyPolicy');
    const html = writeHtml('<p>資料在您的帳號存續期間保留。</p>');
    await expect(command('column-set')('privacyPolicy', 'zh-Hant', '隱私政策', html)).rejects.toThrow(
      `privacyPolicy (${html}) breaks the glossary (docs/glossary.md):\n` +
        '  zh-Hant title: says "隱私政策" for privacy policy; the glossary\'s word is "隱私權政策"\n',
    );
    expect(await findColumn(db, 'zh-Hant', 'privacyPolicy')).toEqual(before);
    expect(before?.title).toBe('隱私權政策');

    await command('column-set')('privacyPolicy', 'zh-Hant', '隱私政策', html, '--allow-glossary-break');
    expect(await findColumn(db, 'zh-Hant', 'privacyPolicy')).toEqual({
      title: '隱私政策',
      contentHtml: '<p>資料在您的帳號存續期間保留。</p>',
    });
    expect(printed).toEqual(['privacyPolicy (zh-Hant) updated']);
  });

  it('refuses an ad title with a rejected word, and stores it with the override', async () => {
    const file = jsonFile({ en: 'Invite friends', vi: 'Mời người giới thiệu' });
    const count = (await listAllAds(db)).length;
    await expect(command('ad-add')('/images/ads/a.svg', '-', '9', file)).rejects.toThrow(
      '  vi title: says "người giới thiệu" for inviter; the glossary\'s word is "người mời"',
    );
    expect(await listAllAds(db)).toHaveLength(count);
    await command('ad-add')('/images/ads/a.svg', '-', '9', file, '--allow-glossary-break');
    expect((await listAds(db, 'vi')).map((ad) => ad.title)).toContain('Mời người giới thiệu');
  });
});

it('is in the operator CLI’s help, with what a video may be and how content keeps the glossary', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'server/operator.ts',
    'help',
  ]);
  expect(stdout).toContain('npm run operator -- video-attach <notice-id|aboutUs|privacyPolicy> <video-url>');
  expect(stdout).toContain('https on an origin in BTCW_MEDIA_ORIGINS');
  expect(stdout).toContain(
    'npm run operator -- notice-add <notice|announcement> <file.json> [--allow-glossary-break]',
  );
  expect(stdout).toContain('--allow-glossary-break stores');
}, 30_000);

function writeHtml(html: string): string {
  const file = join(dir, `column-${String(Math.random()).slice(2)}.html`);
  writeFileSync(file, html);
  return file;
}
