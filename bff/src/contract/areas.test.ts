import { describe, expect, it } from 'vitest';
import { USER_CATEGORIES } from './user';
import {
  REMOTE_AREAS,
  areaCardsFor,
  areaForPath,
  areas,
  containerName,
  fallbackArea,
  homeAreaFor,
  signedInAreas,
  type AreaEntry,
} from './areas';

describe('areaForPath', () => {
  it('gives /members and /internal pages to their areas and everything else to mf-public', () => {
    expect(areaForPath('/members')).toBe('members');
    expect(areaForPath('/members/apps/snippets')).toBe('members');
    expect(areaForPath('/internal/dashboard')).toBe('internal');
    expect(areaForPath('/')).toBe('public');
    expect(areaForPath('/login')).toBe('public');
    expect(areaForPath('/membership')).toBe('public');
    expect(areaForPath('/internals')).toBe('public');
  });
});

describe('the area registry', () => {
  const all = REMOTE_AREAS.map((key) => [key, areas[key] as AreaEntry] as const);

  it('has exactly one area that owns the paths no prefix claims', () => {
    expect(all.filter(([, a]) => a.prefix === null)).toHaveLength(1);
    expect(fallbackArea).toBe('public');
  });

  it('keys each area by a lowercase word, its package mf-<key>, and its prefix /<key> (the SQL and the lint zones rely on this)', () => {
    for (const [key, a] of all) {
      expect(key).toMatch(/^[a-z][a-z0-9]*$/);
      expect(a.pkg).toBe(`mf-${key}`);
      if (a.prefix !== null) expect(a.prefix).toBe(`/${key}`);
    }
  });

  it('gives every signed-in area a category, and each category one home', () => {
    expect(signedInAreas.map((a) => a.key)).toEqual(all.filter(([, a]) => a.prefix !== null).map(([k]) => k));
    for (const category of USER_CATEGORIES) expect(all.filter(([, a]) => a.home && a.category === category)).toHaveLength(1);
    expect(homeAreaFor('Member')).toBe('members');
    expect(homeAreaFor('Internal')).toBe('internal');
    expect(homeAreaFor('Guest')).toBeUndefined();
  });

  it('uses each port once', () => {
    const ports = all.flatMap(([, a]) => [a.devPort, a.storybook.port]);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('names containers after packages', () => {
    expect(containerName('members')).toBe('mf_members');
  });

  it('puts no card on a home dashboard for the home area itself', () => {
    expect(areaCardsFor('Member').map((c) => c.area)).not.toContain('members');
  });
});
