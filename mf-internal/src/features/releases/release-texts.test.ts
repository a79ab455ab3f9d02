import { describe, expect, it } from 'vitest';
import { actorText, rollbackTarget } from './release-texts';
import { aRelease, membersCanary, membersHistory, membersLive } from './test-releases';

describe('rollbackTarget', () => {
  it('is the live build while a canary runs, and none without one', () => {
    expect(rollbackTarget(membersLive(), membersCanary(), [])?.id).toBe(membersLive().id);
    expect(rollbackTarget(null, membersCanary(), [])).toBeUndefined();
  });

  it('is otherwise the newest build live before the current one, skipping refused builds, canaries never live and builds rolled back from', () => {
    const { releases } = membersHistory();
    expect(rollbackTarget(membersLive(), null, releases)?.build_version).toBe('2026.11.10-8be41d0');
    const rolledBackFrom = aRelease('members', {
      build_version: '2026.11.12-0d0d0d0',
      released_at: '2026-11-12T08:00:00.000Z',
      state: 'retired',
      retired: { at: '2026-11-13T08:00:00.000Z', by: { kind: 'user', name: 'ada@example.com' }, kind: 'rolled-back', reason: null },
    });
    expect(rollbackTarget(membersLive(), null, [...releases.slice(0, 4), rolledBackFrom, ...releases.slice(4)])?.build_version).toBe(
      '2026.11.10-8be41d0',
    );
  });

  it('is none when no build was live before (the remotes map serves again)', () => {
    expect(rollbackTarget(membersLive(), null, [membersLive()])).toBeUndefined();
  });
});

describe('actorText', () => {
  it('names who did it', () => {
    expect(actorText({ kind: 'deploy-token', name: 'members' })).toBe('the members deploy token');
    expect(actorText({ kind: 'user', name: 'ada@example.com' })).toBe('ada@example.com');
    expect(actorText({ kind: 'cli', name: 'deploy' })).toBe('deploy (CLI)');
    expect(actorText({ kind: 'bff', name: 'canary error rate' })).toBe('NextLevel, automatically (canary error rate)');
  });
});
