import { describe, expect, it } from 'vitest';
import { REMOTE_AREAS } from '../contract/areas';
import { remoteOrigins, type Remotes } from './remotes';
import { contentSecurityPolicy } from './security-headers';

describe('contentSecurityPolicy', () => {
  it("admits only the site's own origin by default", () => {
    expect(contentSecurityPolicy([])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('adds the remote origins to what a remote loads: scripts, manifests, stylesheets, images and fonts', () => {
    const csp = contentSecurityPolicy(['https://cdn.example.com']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.com;");
    expect(csp).toContain("img-src 'self' data: https://cdn.example.com;");
    expect(csp).toContain("font-src 'self' data: https://cdn.example.com;");
    expect(csp).toContain("default-src 'self';");
  });
});

describe('remoteOrigins', () => {
  it('lists the distinct foreign origins of the registered manifests', () => {
    // Every area of the registry (a new one included) on the CDN, but one served here and one on this origin.
    const [own, local, ...elsewhere] = REMOTE_AREAS;
    const remotes = Object.fromEntries([
      [own, `/remotes/mf-${own}/mf-manifest.json`],
      [local, `http://localhost:3000/remotes/mf-${local}/mf-manifest.json`],
      ...elsewhere.map((area) => [area, `https://cdn.example.com/${area}/mf-manifest.json`]),
    ]) as Remotes;
    expect(remoteOrigins(remotes, 'http://localhost:3000')).toEqual(elsewhere.length ? ['https://cdn.example.com'] : []);
  });
});
