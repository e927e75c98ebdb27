import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('loads on the first call only and says when the code has arrived', async () => {
    const importer = vi.fn(() => Promise.resolve({ Sheet: 'sheet' }));
    const part = lazyPart(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(part.module()).toBeUndefined();
    const first = part.load();
    const second = part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.module()).toBeUndefined();
    await expect(first).resolves.toEqual({ Sheet: 'sheet' });
    await second;
    expect(part.module()).toBeDefined();
  });

  it('tries again after a failed load (a dropped connection)', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('module');
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.module()).toBeUndefined();
    await expect(part.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(part.module()).toBeDefined();
  });
});
