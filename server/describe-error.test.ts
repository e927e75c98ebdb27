import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it.each<[string, unknown, string]>([
    ['an Error', new Error('boom'), 'boom'],
    [
      'an Error with a cause',
      new Error('fetch failed', { cause: new Error('ECONNREFUSED') }),
      'fetch failed: ECONNREFUSED',
    ],
    [
      'an errno Error',
      Object.assign(new Error('listen EADDRINUSE: address already in use'), { code: 'EADDRINUSE' }),
      'listen EADDRINUSE: address already in use',
    ],
    [
      'an emscripten exit',
      { name: 'ExitStatus', message: 'Program terminated with exit(1)', status: 1 },
      'Program terminated with exit(1)',
    ],
    [
      'a database error object',
      { message: 'relation "x" does not exist', code: '42P01', detail: 'while migrating' },
      'relation "x" does not exist: while migrating (42P01)',
    ],
    ['an object with a code only', { code: 'ENOENT' }, 'ENOENT'],
    ['a plain object', { some: 'thing' }, '{"some":"thing"}'],
    ['an empty object', {}, 'unknown error (no message)'],
    ['a string', 'plain text', 'plain text'],
    ['undefined', undefined, 'unknown error'],
    [
      'an aggregate',
      new AggregateError([new Error('a'), { message: 'b' }], 'all failed'),
      'all failed (a; b)',
    ],
  ])('%s', (_name, error, text) => {
    expect(describeError(error)).toBe(text);
    expect(describeError(error)).not.toContain('[object Object]');
  });

  it('survives a circular object', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeError(circular)).toBe('unknown error (no message)');
  });
});
