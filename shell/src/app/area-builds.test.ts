import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_WAIT_MS, createBuildOf, type FederationLike } from './area-builds';

const MEMBERS_ENTRY = 'http://localhost/remotes/mf-members/mf-manifest.json';
const manifest = (name: string, buildVersion: string) => ({ name, metaData: { buildInfo: { buildVersion, buildName: name } } });
const federation = (): FederationLike => ({
  options: {
    remotes: [
      { name: 'mf_public', entry: 'http://localhost/remotes/mf-public/mf-manifest.json' },
      { name: 'mf_members', entry: MEMBERS_ENTRY },
    ],
  },
  snapshotHandler: { manifestCache: new Map() },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("an area's build", () => {
  it("is the buildVersion of the manifest loaded for the area's remote", async () => {
    const f = federation();
    f.snapshotHandler.manifestCache.set(MEMBERS_ENTRY, manifest('mf_members', '57641f86a193'));
    f.snapshotHandler.manifestCache.set('http://localhost/remotes/mf-public/mf-manifest.json', manifest('mf_public', 'aaaaaaaaaaaa'));
    const buildOf = createBuildOf(f);
    expect(await buildOf('members')).toBe('57641f86a193');
    expect(await buildOf('public')).toBe('aaaaaaaaaaaa');
  });

  it('is found by container name when the entry was registered again under another URL', async () => {
    const f = federation();
    f.snapshotHandler.manifestCache.set('http://cdn.example/mf-members/v2/mf-manifest.json', manifest('mf_members', 'b2'));
    expect(await createBuildOf(f)('members')).toBe('b2');
  });

  it('is null for a manifest without a version (UNKNOWN), at once', async () => {
    const f = federation();
    f.snapshotHandler.manifestCache.set(MEMBERS_ENTRY, manifest('mf_members', 'UNKNOWN'));
    expect(await createBuildOf(f)('members')).toBeNull();
  });

  it('waits for an area still loading, and is null for one that does not load in time', async () => {
    const f = federation();
    const buildOf = createBuildOf(f);
    const members = buildOf('members');
    const internal = buildOf('internal');
    await vi.advanceTimersByTimeAsync(300);
    f.snapshotHandler.manifestCache.set(MEMBERS_ENTRY, manifest('mf_members', 'c3'));
    await vi.advanceTimersByTimeAsync(100);
    expect(await members).toBe('c3');
    let settled = false;
    void internal.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(BUILD_WAIT_MS - 600);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(await internal).toBeNull();
  });

  it('is null without a Module Federation runtime', async () => {
    expect(await createBuildOf(null)('members')).toBeNull();
  });
});
