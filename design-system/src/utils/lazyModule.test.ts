import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('imports once, on the first load, and then reports the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(lazy.loaded()).toBeUndefined();
    await Promise.all([lazy.load(), lazy.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toEqual({ answer: 42 });
  });

  it('tries again after a failed import', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule<{ ok: boolean }>(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
