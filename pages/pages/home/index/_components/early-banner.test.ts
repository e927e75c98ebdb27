// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { flushTasks, functionFromSource } from '@/lib/test/run-inline-script';
import { EARLY_BANNER } from './early-banner';

const AD = { id: 1, imageUrl: '/images/ads/a.svg', linkUrl: null, title: 'Stake BTCW' };
const render = functionFromSource(EARLY_BANNER.render);

function show(result: unknown) {
  document.body.innerHTML = `<div id="${EARLY_BANNER.elementId}"></div>`;
  const placeholder = document.getElementById(EARLY_BANNER.elementId);
  if (!placeholder) throw new Error('no placeholder');
  const shown = Promise.resolve(render(result, placeholder));
  return { shown, images: placeholder.querySelectorAll('img') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the early Home banner', () => {
  it('shows the first ad, sized and described as the swiper shows it', () => {
    const { images } = show([AD, { ...AD, id: 2, imageUrl: '/images/ads/b.svg' }]);
    expect(images).toHaveLength(1);
    const image = images[0];
    expect(image?.getAttribute('src')).toBe('/images/ads/a.svg');
    expect(image?.getAttribute('alt')).toBe('Stake BTCW');
    expect(image?.getAttribute('width')).toBe('750');
    expect(image?.getAttribute('height')).toBe('300');
    expect(image?.style.objectFit).toBe('cover');
  });

  it('takes http(s) URLs and paths on this origin only, and shows nothing without ads', () => {
    expect(show([{ ...AD, imageUrl: 'https://cdn.example/a.png' }]).images).toHaveLength(1);
    for (const imageUrl of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AA', 42])
      expect(show([{ ...AD, imageUrl }]).images).toHaveLength(0);
    expect(show([]).images).toHaveLength(0);
    expect(show(null).images).toHaveLength(0);
  });

  it("counts as shown once the image has loaded or failed, so the app's code can follow", async () => {
    for (const outcome of ['load', 'error']) {
      const { shown, images } = show([AD]);
      let settled = false;
      void shown.then(() => (settled = true));
      await flushTasks();
      expect(settled).toBe(false);
      images[0]?.dispatchEvent(new Event(outcome));
      await flushTasks();
      expect(settled).toBe(true);
    }
  });
});
