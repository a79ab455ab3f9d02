import { describe, expect, it } from 'vitest';
import { areaForPath } from './remotes';

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
