import { describe, expect, it } from 'vitest';
import { stampBuildVersion } from './build-version';

describe('stampBuildVersion', () => {
  it("replaces the manifest's UNKNOWN build version and keeps everything else", () => {
    const manifest = {
      id: 'mf_members',
      name: 'mf_members',
      metaData: { name: 'mf_members', buildInfo: { buildVersion: 'UNKNOWN', buildName: 'mf-members' } },
      exposes: [],
    };
    expect(JSON.parse(stampBuildVersion(JSON.stringify(manifest), '3f9c2a1b7d4e'))).toEqual({
      ...manifest,
      metaData: { name: 'mf_members', buildInfo: { buildVersion: '3f9c2a1b7d4e', buildName: 'mf-members' } },
    });
  });

  it('lists shared packages and exposes in one order, whichever order the manifest plugin met them in', () => {
    const manifest = (shared: string[]) => ({
      metaData: { buildInfo: {} },
      shared: shared.map((id) => ({ id, assets: { js: { sync: [`${id}.js`] } } })),
      exposes: [{ id: 'mf_members:./routes' }],
    });
    const a = stampBuildVersion(JSON.stringify(manifest(['mf_members:react', 'mf_members:@nextlevel/shell/api'])), 'v');
    const b = stampBuildVersion(JSON.stringify(manifest(['mf_members:@nextlevel/shell/api', 'mf_members:react'])), 'v');
    expect(a).toBe(b);
    expect((JSON.parse(a) as { shared: { id: string }[] }).shared.map((s) => s.id)).toEqual([
      'mf_members:@nextlevel/shell/api',
      'mf_members:react',
    ]);
  });

  it('leaves a file that is no manifest alone', () => {
    expect(stampBuildVersion('{"other":true}', 'abc')).toBe('{"other":true}');
  });
});
