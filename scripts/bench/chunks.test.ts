import { describe, expect, it } from 'vitest';
import { librariesIn, turbopackModules } from './chunks';

describe('chunk analysis', () => {
  const chunk =
    '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,' +
    '12,(e,t,r)=>{"use strict";class n extends Error{name="ZodError"}},' +
    '345,e=>{"use strict";let v="wagmi@3.7.7";e.v(v)},' +
    '6789,e=>{e.v({a:1})}]);';

  it('splits a Turbopack chunk at its module factories', () => {
    const modules = turbopackModules(chunk);
    expect(modules).toHaveLength(3);
    expect(modules[0]).toContain('ZodError');
    expect(modules[1]).toContain('wagmi@');
    expect(modules[2]).toContain('e.v({a:1})');
    expect(modules.join('').length).toBe(chunk.length - chunk.indexOf(',12,'));
  });

  it('recognises libraries by strings that survive minification', () => {
    expect(librariesIn(chunk)).toEqual(['zod', 'wagmi (+ @wagmi/core, mipd)']);
    expect(librariesIn('function a(){return 1}')).toEqual([]);
  });
});
