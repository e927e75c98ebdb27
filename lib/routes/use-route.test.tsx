// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pathOf, useQueryParam } from './use-route';

const router = { isReady: true, query: {} as Record<string, string | string[] | undefined> };
vi.mock('next/router', () => ({ useRouter: () => router }));

describe('pathOf', () => {
  it('drops the query and the hash', () => {
    expect(pathOf('/pages/team/info?id=7#top')).toBe('/pages/team/info');
    expect(pathOf('/pages/home/index#x')).toBe('/pages/home/index');
    expect(pathOf('/')).toBe('/');
  });
});

describe('useQueryParam', () => {
  it('is unknown in the prerender, then the value or null once the router has read the address', () => {
    router.query = { id: '7', c: ['a', 'b'] };
    function Probe() {
      return <>{String(useQueryParam('id'))}</>;
    }
    expect(renderToString(<Probe />)).toBe('undefined');
    expect(renderHook(() => useQueryParam('id')).result.current).toBe('7');
    expect(renderHook(() => useQueryParam('c')).result.current).toBe('a');
    expect(renderHook(() => useQueryParam('missing')).result.current).toBeNull();
  });

  it('is unknown while the router has not read the query', () => {
    router.isReady = false;
    expect(renderHook(() => useQueryParam('id')).result.current).toBeUndefined();
    router.isReady = true;
  });
});
