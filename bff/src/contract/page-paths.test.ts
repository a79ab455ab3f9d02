import { describe, expect, it } from 'vitest';
import { REMOTE_AREAS, areaForPath, areas, type AreaEntry } from './areas';
import { areaRoute, internalPages, isPagePath, memberPages, publicPages } from './page-paths';

describe('isPagePath (issue #24.11)', () => {
  it('knows every page of the three areas, an id in place of :snippetId', () => {
    for (const page of [...Object.values(publicPages), ...Object.values(memberPages), ...Object.values(internalPages)])
      expect(isPagePath(page.replace(':snippetId', '0b9f3c1e-5d7a-4a51-9e3e-2f0c8d6b7a41')), page).toBe(true);
  });

  it('matches as react-router does: any letter case, trailing slashes, percent-encoded letters', () => {
    expect(isPagePath('/Login')).toBe(true);
    expect(isPagePath('/login/')).toBe(true);
    expect(isPagePath('/members/settings//')).toBe(true);
    expect(isPagePath('/log%69n')).toBe(true);
    expect(isPagePath('/internal/snippets/abc/edit/')).toBe(true);
  });

  it('refuses any other path: unknown, deeper, shallower, an area root, a malformed escape', () => {
    for (const path of [
      '/no/such/page',
      '/login/more',
      '/members',
      '/members/',
      '/internal',
      '/members/nope',
      '/internal/snippets/abc',
      '/internal/snippets//edit',
      '/members/apps/snippets/favorites/x',
      '//login',
      '/%E0%A4%A',
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});

describe('areaRoute', () => {
  it("gives a page's path inside its area's router", () => {
    expect(areaRoute(publicPages.landing)).toBe('');
    expect(areaRoute(publicPages.login)).toBe('login');
    expect(areaRoute(memberPages.favourites)).toBe('apps/snippets/favorites');
    expect(areaRoute(internalPages.editSnippet)).toBe('snippets/:snippetId/edit');
  });

  it("each area's list holds only its own pages", () => {
    for (const area of REMOTE_AREAS)
      for (const page of Object.values((areas[area] as AreaEntry).pages)) expect(areaForPath(page), page).toBe(area);
  });
});
