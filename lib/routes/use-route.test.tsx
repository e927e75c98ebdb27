// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentPath, useQueryParam } from './use-route';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  usePathname: () => '/pages/team/info',
  useSearchParams: () => search,
}));

describe('the routing hook', () => {
  it('gives the path without query or hash', () => {
    expect(renderHook(() => useCurrentPath()).result.current).toBe('/pages/team/info');
  });

  it('gives a query parameter, its first value, or null when the address has none', () => {
    search = new URLSearchParams('id=7&c=a&c=b');
    expect(renderHook(() => useQueryParam('id')).result.current).toBe('7');
    expect(renderHook(() => useQueryParam('c')).result.current).toBe('a');
    expect(renderHook(() => useQueryParam('missing')).result.current).toBeNull();
  });
});
