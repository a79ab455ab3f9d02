import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedConflicts } from '@nextlevel/bff/contract';
import { describe, expect, it } from 'vitest';
import { SHELL_DIR, sharedFor, sharedNeedsOf, sharedVersionsOf } from './shared';

const repo = (p: string) => path.join(SHELL_DIR, '..', p);
const version = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;

describe('shared', () => {
  it("shares each shell SDK subpath the remotes load at run time, from the shell's own exports, and no test or story kit", () => {
    const keys = Object.keys(sharedFor(SHELL_DIR));
    for (const subpath of ['auth', 'api', 'forms', 'countries', 'error-message', 'area', 'analytics'])
      expect(keys).toContain(`@nextlevel/shell/${subpath}`);
    expect(keys.filter((k) => /^@nextlevel\/shell\/(testing|stories|standalone|prerender)/.test(k))).toEqual([]);
  });

  it('#26.3 gives every shared package a real version and range: the design system and the SDK their package.json versions', () => {
    const shared = sharedFor(repo('mf-members')) as Record<string, { version: string; requiredVersion: string; singleton: boolean }>;
    for (const [key, config] of Object.entries(shared)) {
      expect(config.singleton, key).toBe(true);
      expect(config.version, key).toMatch(/^\d+\.\d+\.\d+/);
      expect(config.version, key).not.toBe('0.0.0');
      expect(config.requiredVersion, key).toMatch(/^[~^]\d+\.\d+\.\d+/);
    }
    expect(shared['@nextlevel/design-system']).toMatchObject({
      version: version(repo('design-system')),
      requiredVersion: `^${version(repo('design-system'))}`,
    });
    expect(shared['@nextlevel/shell/auth']).toMatchObject({ version: version(SHELL_DIR), requiredVersion: `^${version(SHELL_DIR)}` });
    expect(shared.react!.requiredVersion).toBe(
      (JSON.parse(fs.readFileSync(repo('mf-members/package.json'), 'utf8')) as { dependencies: { react: string } }).dependencies.react,
    );
  });

  it('#26.3 every area in the tree fits the shell in the tree; an area that needs another major does not', () => {
    const provided = sharedVersionsOf(SHELL_DIR);
    for (const area of ['mf-public', 'mf-members', 'mf-internal'])
      expect(sharedConflicts(area, sharedNeedsOf(repo(area)), provided), area).toEqual([]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-area-'));
    try {
      const members = JSON.parse(fs.readFileSync(repo('mf-members/package.json'), 'utf8')) as { dependencies: Record<string, string> };
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'mf-future', dependencies: { ...members.dependencies, react: '^20.0.0' } }),
      );
      // Resolved from the tree's mf-members, as the copied package would be once installed.
      fs.symlinkSync(repo('mf-members/node_modules'), path.join(dir, 'node_modules'));
      expect(sharedConflicts('mf-future', sharedNeedsOf(dir), provided)).toEqual([
        `mf-future needs react ^20.0.0; the shell provides ${provided.react}`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
