import { describe, expect, it } from 'vitest';
import { ownBuildRemotes } from '../../contract/areas';
import type { RemotesState } from '../../static/remotes-source';
import { errorRate, judgeCanary } from './canary-guard';
import { murmur3 } from './murmur3';
import { canaryBucket, inCanary, newVisitorId, servedBuild, userVisitorId, visitorRemotes } from './visitor';

describe('murmur3 (x86, 32 bits)', () => {
  it('gives the reference answers (Python mmh3.hash, unsigned)', () => {
    expect(murmur3('')).toBe(0);
    expect(murmur3('hello')).toBe(613153351);
    expect(murmur3('foo')).toBe(4138058784);
    expect(murmur3('abc')).toBe(3017643002);
    expect(murmur3('The quick brown fox jumps over the lazy dog')).toBe(0x2e4ff723);
  });
});

const canary = {
  id: '5f0c7c1e-8f7e-4f4e-9a57-1d2b3c4d5e6f',
  manifest: 'https://cdn.example.com/mf-members/2/mf-manifest.json',
  buildVersion: 'two',
  share: 10,
};
const state = (share = 10): RemotesState => ({ remotes: { ...ownBuildRemotes }, canaries: { members: { ...canary, share } } });

describe('#26.5 a visitor’s canary', () => {
  it('puts about `share` percent of 10,000 visitors in, each always the same way', () => {
    for (const share of [1, 10, 50, 90]) {
      const ids = Array.from({ length: 10_000 }, newVisitorId);
      const inside = ids.filter((id) => inCanary(id, { ...canary, share })).length;
      expect(Math.abs(inside / 100 - share)).toBeLessThanOrEqual(2);
      expect(ids.every((id) => inCanary(id, { ...canary, share }) === inCanary(id, { ...canary, share }))).toBe(true);
    }
  });

  it('buckets per release: a visitor in one canary is not bound to be in the next', () => {
    const ids = Array.from({ length: 2000 }, newVisitorId);
    const same = ids.filter((id) => canaryBucket(id, 'release-a') === canaryBucket(id, 'release-b')).length;
    expect(same).toBeLessThan(100);
  });

  it('keeps a visitor inside as the share grows (a bucket below 10 is below 20)', () => {
    const ids = Array.from({ length: 2000 }, newVisitorId);
    expect(ids.filter((id) => inCanary(id, { ...canary, share: 10 })).every((id) => inCanary(id, { ...canary, share: 20 }))).toBe(true);
  });

  it('derives a signed-in visitor’s id from the user and the key, the same in every browser, not the user id itself', () => {
    const a = userVisitorId('user-1', 'k'.repeat(32));
    expect(a).toBe(userVisitorId('user-1', 'k'.repeat(32)));
    expect(a).not.toBe(userVisitorId('user-2', 'k'.repeat(32)));
    expect(a).toMatch(/^u[A-Za-z0-9_-]{22}$/);
    expect(a).not.toContain('user-1');
  });

  it('hands each visitor their map, the same object for every visitor in the same canaries', () => {
    const s = state(50);
    const ids = Array.from({ length: 200 }, newVisitorId);
    const inside = ids.filter((id) => inCanary(id, canary && { ...canary, share: 50 }));
    const outside = ids.filter((id) => !inside.includes(id));
    expect(visitorRemotes(s, inside[0]).members).toBe(canary.manifest);
    expect(visitorRemotes(s, inside[0])).toBe(visitorRemotes(s, inside[1]));
    expect(visitorRemotes(s, outside[0])).toBe(s.remotes);
    expect(visitorRemotes(s, undefined)).toBe(s.remotes);
    expect(visitorRemotes(s, inside[0]).public).toBe(s.remotes.public);
  });

  it('names the build a visitor is served: the canary’s inside it, else the live release’s', () => {
    const s = { live: { members: { id: 'l', manifest: '/m', buildVersion: 'one' } }, canaries: { members: { ...canary, share: 50 } } };
    const ids = Array.from({ length: 100 }, newVisitorId);
    const inside = ids.find((id) => inCanary(id, s.canaries.members))!;
    const outside = ids.find((id) => !inCanary(id, s.canaries.members))!;
    expect(servedBuild(s, 'members', inside)).toBe('two');
    expect(servedBuild(s, 'members', outside)).toBe('one');
    expect(servedBuild(s, 'members', undefined)).toBe('one');
    expect(servedBuild(s, 'public', inside)).toBeNull();
  });
});

describe('#26.7 the canary guard’s rule', () => {
  const rule = { minLoads: 50, margin: 0.05 };
  it('retires a canary whose error rate is above the live build’s by more than the margin, naming both rates', () => {
    const why = judgeCanary({ loads: 50, errors: 10 }, { loads: 500, errors: 5 }, rule);
    expect(why).toContain('20.0%');
    expect(why).toContain('1.0%');
  });
  it('keeps it below the minimum of loads, or within the margin', () => {
    expect(judgeCanary({ loads: 49, errors: 49 }, { loads: 500, errors: 0 }, rule)).toBeNull();
    expect(judgeCanary({ loads: 100, errors: 6 }, { loads: 100, errors: 1 }, rule)).toBeNull();
    expect(judgeCanary({ loads: 100, errors: 7 }, { loads: 100, errors: 1 }, rule)).not.toBeNull();
  });
  it('counts an error rate per load, at most 1, and a live build with no loads as 0', () => {
    expect(errorRate({ loads: 0, errors: 0 })).toBe(0);
    expect(errorRate({ loads: 10, errors: 30 })).toBe(1);
    expect(errorRate({ loads: 0, errors: 3 })).toBe(1);
  });
});
