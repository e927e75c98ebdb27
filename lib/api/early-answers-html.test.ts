import { describe, expect, it } from 'vitest';
import { earlyRequestsScript } from './early-answers';
import { withoutEarlyRequests } from './early-answers-html';

describe('withoutEarlyRequests', () => {
  const requests = earlyRequestsScript({
    '/pages/home/index': [{ path: 'home/ad', url: '/api/home/ad', auth: false }],
  });

  it('empties the early-requests script and keeps every other inline script, Next data included', () => {
    const data = `self.__next_f.push([1,${JSON.stringify(requests)}])`;
    const html = `<head><script>var a=1;</script><script>${requests}</script></head><body><script>${data}</script></body>`;
    const stripped = withoutEarlyRequests(html);
    expect(stripped).toBe(
      `<head><script>var a=1;</script><script></script></head><body><script>${data}</script></body>`,
    );
  });

  it('leaves a page without early requests as it is', () => {
    const html = '<head><script>var a=1;</script></head>';
    expect(withoutEarlyRequests(html)).toBe(html);
  });
});
