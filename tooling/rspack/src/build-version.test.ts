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

  it('leaves a file that is no manifest alone', () => {
    expect(stampBuildVersion('{"other":true}', 'abc')).toBe('{"other":true}');
  });
});
