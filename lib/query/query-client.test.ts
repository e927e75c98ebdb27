import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries transport failures a bounded number of times', () => {
    expect(shouldRetry(0, new ApiError('network', 'network error'))).toBe(true);
    expect(shouldRetry(0, new ApiError('http', 'response error', { code: 502 }))).toBe(true);
    expect(shouldRetry(2, new ApiError('network', 'network error'))).toBe(false);
  });
  it('never retries a server verdict', () => {
    expect(shouldRetry(0, new ApiError('body', 'nope', { code: 401 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('http', 'response error', { code: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('loading', 'loading'))).toBe(false);
  });
});
