import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadArea } from './area-loader';
import { createLazyAreas } from './lazy-areas';

const Area = () => null;

describe('createLazyAreas', () => {
  it('keeps one lazy component per area', () => {
    const areas = createLazyAreas(vi.fn<LoadArea>(async () => ({ default: Area })));
    expect(areas.get('members')).toBe(areas.get('members'));
    expect(areas.get('members')).not.toBe(areas.get('internal'));
  });

  it('preload starts the load once; a retry starts a fresh one flagged as a retry', async () => {
    const load = vi.fn<LoadArea>(async () => ({ default: Area }));
    const areas = createLazyAreas(load);
    areas.preload('public');
    areas.preload('public');
    expect(load.mock.calls).toEqual([['public', false]]);
    const first = areas.get('public');
    areas.retry('public');
    expect(areas.get('public')).not.toBe(first);
    areas.preload('public');
    expect(load.mock.calls).toEqual([
      ['public', false],
      ['public', true],
    ]);
  });

  it('a failed preload is not an unhandled rejection', async () => {
    const areas = createLazyAreas(vi.fn<LoadArea>(async () => Promise.reject(new Error('offline'))));
    areas.preload('internal');
    await new Promise((r) => setTimeout(r, 0));
  });

  it('renders an area loaded before its first render in that render, without the fallback', async () => {
    const Loaded = () => <p>area content</p>;
    const areas = createLazyAreas(vi.fn<LoadArea>(async () => ({ default: Loaded })));
    await areas.load('public');
    const Area = areas.get('public');
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Area />
      </Suspense>,
    );
    // Synchronously, straight after render(): nothing was waited for.
    expect(screen.getByText('area content')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('load() shares the preload; after a retry it loads afresh', async () => {
    const load = vi.fn<LoadArea>(async () => ({ default: Area }));
    const areas = createLazyAreas(load);
    areas.preload('members');
    await areas.load('members');
    expect(load).toHaveBeenCalledTimes(1);
    areas.retry('members');
    await areas.load('members');
    expect(load.mock.calls).toEqual([
      ['members', false],
      ['members', true],
    ]);
  });
});
