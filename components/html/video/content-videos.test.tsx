// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { ContentVideos } from './content-videos';
import { VIDEO_CONTROLS_HIDE_MS } from './controls-timing';
import { formatMediaTime } from './media-time';

/** jsdom has no media playback: a video that plays, pauses and reports it as a browser does. */
function playable(video: HTMLVideoElement): void {
  let paused = !video.autoplay;
  Object.defineProperties(video, {
    paused: { get: () => paused },
    ended: { get: () => false },
    duration: { get: () => 4 },
    play: {
      value: () => {
        paused = false;
        video.dispatchEvent(new Event('play'));
        return Promise.resolve();
      },
    },
    pause: {
      value: () => {
        paused = true;
        video.dispatchEvent(new Event('pause'));
      },
    },
  });
}

function reducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

function content(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  for (const video of host.querySelectorAll('video')) playable(video);
  return host;
}

const controls = () => screen.getByTestId('video-controls');

beforeEach(() => reducedMotion(false));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContentVideos', () => {
  it('puts each video in a frame with the app’s controls, named in the user’s language', () => {
    const host = content(
      '<p>a</p><video src="/a.mp4" playsinline preload="metadata"></video><p><video src="/b.mp4"></video></p>',
    );
    renderWithIntl(<ContentVideos container={host} />, 'zh-Hant');
    const frames = host.querySelectorAll('[data-testid="video-player"]');
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(frame.firstElementChild?.nodeName).toBe('VIDEO');
    expect(host.querySelector('p')?.textContent).toBe('a');
    expect(screen.getAllByRole('group', { name: '影片控制項' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '播放' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '靜音' })).toHaveLength(2);
    expect(screen.getAllByRole('slider', { name: '播放進度' })[0]?.getAttribute('aria-valuetext')).toBe(
      '0:00，共 0:04',
    );
  });

  it('plays on a tap, hides the controls 3000 ms after the last touch and shows them again on a tap', () => {
    vi.useFakeTimers();
    const host = content('<video src="/a.mp4"></video>');
    renderWithIntl(<ContentVideos container={host} />);
    const video = host.querySelector('video');
    expect(controls().dataset.shown).toBe('true');
    // Paused: the controls stay.
    act(() => {
      vi.advanceTimersByTime(10 * VIDEO_CONTROLS_HIDE_MS);
    });
    expect(controls().dataset.shown).toBe('true');

    fireEvent.click(screen.getByTestId('video-picture'));
    expect(video?.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(VIDEO_CONTROLS_HIDE_MS - 1);
    });
    expect(controls().dataset.shown).toBe('true');
    // A touch on the controls starts the wait again.
    fireEvent.pointerDown(controls());
    act(() => {
      vi.advanceTimersByTime(VIDEO_CONTROLS_HIDE_MS - 1);
    });
    expect(controls().dataset.shown).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(controls().dataset.shown).toBe('false');

    fireEvent.click(screen.getByTestId('video-picture'));
    expect(controls().dataset.shown).toBe('true');
    fireEvent.click(screen.getByTestId('video-picture'));
    expect(controls().dataset.shown).toBe('false');
    expect(video?.paused).toBe(false);

    // Paused from the controls (the keyboard's way in too): they stay.
    fireEvent.click(screen.getByRole('button', { name: 'Pause', hidden: true }));
    expect(video?.paused).toBe(true);
    act(() => {
      vi.advanceTimersByTime(10 * VIDEO_CONTROLS_HIDE_MS);
    });
    expect(controls().dataset.shown).toBe('true');
  });

  it('mutes and unmutes, and seeks with the slider', () => {
    const host = content('<video src="/a.mp4"></video>');
    renderWithIntl(<ContentVideos container={host} />, 'vi');
    const video = host.querySelector('video');
    fireEvent.click(screen.getByRole('button', { name: 'Tắt tiếng' }));
    expect(video?.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bật tiếng' }));
    expect(video?.muted).toBe(false);
    fireEvent.change(screen.getByRole('slider', { name: 'Vị trí phát' }), { target: { value: '2.5' } });
    expect(video?.currentTime).toBe(2.5);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('0:02 trên 0:04');
  });

  it('lets a muted autoplay video run, but holds it when the person asked for less motion', () => {
    const moving = content('<video src="/a.mp4" autoplay muted></video>');
    renderWithIntl(<ContentVideos container={moving} />);
    expect(moving.querySelector('video')?.paused).toBe(false);
    cleanup();
    reducedMotion(true);
    const still = content('<video src="/a.mp4" autoplay muted></video>');
    renderWithIntl(<ContentVideos container={still} />);
    expect(still.querySelector('video')?.paused).toBe(true);
  });

  it('gives the video back to the content when it goes', () => {
    const host = content('<video src="/a.mp4"></video>');
    const view = renderWithIntl(<ContentVideos container={host} />);
    view.unmount();
    expect(host.innerHTML).toBe('<video src="/a.mp4"></video>');
  });
});

describe('formatMediaTime', () => {
  it.each([
    [0, '0:00'],
    [4, '0:04'],
    [59.9, '0:59'],
    [61, '1:01'],
    [3600 + 62, '1:01:02'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatMediaTime(seconds)).toBe(text);
  });
});
