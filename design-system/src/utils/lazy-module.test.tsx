import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, lazyPart } from './lazy-module';

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

  it('lazyPart suspends until the module arrives, then renders it at once on later mounts', async () => {
    const module = lazyModule(async () => ({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    const Hello = lazyPart(module, (m) => m.Hello);
    const first = render(
      <Suspense fallback={<p>waiting</p>}>
        <Hello name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    first.unmount();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Hello name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});
