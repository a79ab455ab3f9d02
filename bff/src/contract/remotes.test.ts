import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REMOTE_AREAS, ownBuildRemotes } from './areas';
import { isLoopbackHostname } from './loopback';
import { isRemotes, remotesFileProblems, remotesFileSchema } from './remotes';

describe('#23.9 a remotes map entry', () => {
  const valid = { ...ownBuildRemotes };
  const development = { loopbackHttp: true };
  const production = { loopbackHttp: false };
  const issue = (map: unknown, rules = production) => {
    const parsed = v.safeParse(remotesFileSchema(rules), map);
    return parsed.success ? null : parsed.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
  };

  it.each([
    '/remotes/mf-members/mf-manifest.json',
    'https://cdn.example.com/mf-members/2026-06-01/mf-manifest.json',
    'https://cdn.example.com:8443/mf-manifest.json',
  ])('accepts %s anywhere', (url) => {
    expect(issue({ ...valid, members: url })).toBeNull();
  });

  it.each([
    ['https://', 'no host'],
    ['', 'empty'],
    ['mf-manifest.json', 'relative to the page'],
    ['//evil.example/mf-manifest.json', 'another site, to a browser'],
    ['/\\evil.example/mf-manifest.json', 'another site, to a browser'],
    ['http://cdn.example.com/mf-manifest.json', 'plain http to another machine'],
    ['javascript:alert(1)', 'not a web URL'],
    ['https://user:secret@cdn.example.com/mf-manifest.json', 'credentials in the URL'],
  ])('refuses %s (%s), naming the key', (url) => {
    for (const rules of [production, development]) {
      expect(issue({ ...valid, members: url }, rules)).toEqual([`members: ${remotesFileProblems.manifestUrl}`]);
    }
  });

  it.each(['http://127.0.0.1:3002/mf-manifest.json', 'http://localhost:3002/mf-manifest.json', 'http://[::1]:3002/mf-manifest.json'])(
    'accepts %s outside production only (a dev server on this machine)',
    (url) => {
      expect(issue({ ...valid, members: url }, development)).toBeNull();
      expect(issue({ ...valid, members: url }, production)).toEqual([`members: ${remotesFileProblems.manifestUrl}`]);
    },
  );

  it('names every area that is missing or is no string, and refuses what is no map at all', () => {
    expect(issue({ public: valid.public, members: 42 })).toEqual(
      REMOTE_AREAS.filter((area) => area !== 'public').map((area) => `${area}: ${remotesFileProblems.manifestUrl}`),
    );
    for (const notAMap of [null, [], 'x', 1]) expect(issue(notAMap)).toEqual([`null: ${remotesFileProblems.notAMap}`]);
  });

  it("keeps the registry's areas and drops any other key", () => {
    expect(v.parse(remotesFileSchema(production), { ...valid, other: 'https://x.example/m.json' })).toEqual(valid);
  });
});

describe('#23.9 isLoopbackHostname', () => {
  it('knows this machine by name and address, and nothing else', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.255.0.9', '[::1]', 'localhost.'])
      expect(isLoopbackHostname(host), host).toBe(true);
    for (const host of ['localhost.example.com', '128.0.0.1', '10.0.0.1', '[::2]', '0.0.0.0', 'example.com', '127.0.0.1.nip.io'])
      expect(isLoopbackHostname(host), host).toBe(false);
  });
});

describe('isRemotes', () => {
  it('takes a map with a non-empty string for every area, other keys too', () => {
    expect(isRemotes(ownBuildRemotes)).toBe(true);
    expect(isRemotes({ ...ownBuildRemotes, members: 'https://cdn.example.com/m.json', extra: 1 })).toBe(true);
  });

  it.each([
    ['an empty entry', { ...ownBuildRemotes, public: '' }],
    ['an entry that is no string', { ...ownBuildRemotes, internal: 42 }],
    ['a missing area', { public: '/p.json', members: '/m.json' }],
    ['an array', []],
    ['a string', 'map'],
    ['null', null],
    ['nothing', undefined],
  ])('refuses %s', (_, value) => {
    expect(isRemotes(value)).toBe(false);
  });
});
