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
});
