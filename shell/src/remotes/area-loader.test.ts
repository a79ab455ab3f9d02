import { REMOTE_AREAS, containerName, type Remotes } from '@nextlevel/bff/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAreaLoader, type AreaLoaderDeps } from './area-loader';

const remotes = (internal = 'http://x/internal.json'): Remotes => ({
  ...(Object.fromEntries(REMOTE_AREAS.map((area) => [area, `http://x/${area}.json`])) as Remotes),
  internal,
});
const Routes = () => null;

const setup = (loaded: unknown = { default: Routes }) => {
  const deps = {
    fetchRemotes: vi.fn<() => Promise<Remotes>>(async () => remotes()),
    registerRemotes: vi.fn<AreaLoaderDeps['registerRemotes']>(),
    loadRemote: vi.fn<(id: string) => Promise<unknown>>(async () => loaded),
  };
  return { deps, load: createAreaLoader(deps as AreaLoaderDeps) };
};

describe('createAreaLoader', () => {
  it("registers every remote once from /remotes.json, then loads the area's ./routes", async () => {
    const { deps, load } = setup();
    await expect(load('members', false)).resolves.toEqual({ default: Routes });
    await load('internal', false);
    expect(deps.fetchRemotes).toHaveBeenCalledTimes(1);
    expect(deps.registerRemotes).toHaveBeenCalledTimes(1);
    expect(deps.registerRemotes).toHaveBeenCalledWith(
      REMOTE_AREAS.map((area) => ({ name: containerName(area), entry: `http://x/${area}.json` })),
    );
    expect(containerName('members')).toBe('mf_members');
    expect(deps.loadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_members/routes', 'mf_internal/routes']);
  });

  it('on retry re-reads /remotes.json and force-registers only that area', async () => {
    const { deps, load } = setup();
    await load('public', false);
    deps.fetchRemotes.mockResolvedValueOnce(remotes('http://fixed/internal.json'));
    await load('internal', true);
    expect(deps.fetchRemotes).toHaveBeenCalledTimes(2);
    expect(deps.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_internal', entry: 'http://fixed/internal.json' }], { force: true });
  });

  it('does not keep a failed /remotes.json read', async () => {
    const { deps, load } = setup();
    deps.fetchRemotes.mockRejectedValueOnce(new Error('offline'));
    await expect(load('public', false)).rejects.toThrow('offline');
    await expect(load('public', false)).resolves.toEqual({ default: Routes });
    expect(deps.fetchRemotes).toHaveBeenCalledTimes(2);
  });

  it('fails when the remote gives no component', async () => {
    const { load } = setup(null);
    await expect(load('members', false)).rejects.toThrow('The members area did not load');
  });
});
