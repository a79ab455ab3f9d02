import { describe, expect, it } from 'vitest';
import { remoteOrigins } from './remotes';
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
    const remotes = {
      public: '/remotes/mf-public/mf-manifest.json',
      members: 'https://cdn.example.com/members/mf-manifest.json',
      internal: 'https://cdn.example.com/internal/mf-manifest.json',
      other: 'http://localhost:3000/remotes/x/mf-manifest.json',
    };
    expect(remoteOrigins(remotes, 'http://localhost:3000')).toEqual(['https://cdn.example.com']);
  });
});
