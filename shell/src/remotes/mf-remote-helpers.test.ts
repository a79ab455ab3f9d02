import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_HELPER_NAMES, remoteRuntimeDirs } from '@nextlevel/rspack-config';
import { describe, expect, it } from 'vitest';

// The host hands each remote entry only the MF helper names it imports (tooling/rspack,
// runtime/provide-sdk.ts); an MF upgrade that imports another one would leave it undefined.
const importedFrom = (pkg: string): string[] => {
  const pattern = new RegExp(`import \\{([^}]*)\\} from "${pkg}"`, 'g');
  const names = new Set<string>();
  for (const dir of remoteRuntimeDirs)
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js')))
      for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(pattern))
        for (const name of match[1]!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
  return [...names].filter(Boolean).sort();
};

describe('MF helpers the host provides to remote entries', () => {
  for (const [pkg, names] of Object.entries(REMOTE_HELPER_NAMES)) {
    it(`lists every name a remote entry imports from ${pkg}`, () => {
      expect(importedFrom(pkg)).toEqual([...names].sort());
    });
  }

  it('provide-sdk.ts imports exactly those names', () => {
    const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../tooling/rspack/src/runtime/provide-sdk.ts');
    const source = fs.readFileSync(file, 'utf8');
    for (const [pkg, names] of Object.entries(REMOTE_HELPER_NAMES)) {
      const imported = new RegExp(`import \\{([^}]*)\\} from '${pkg}'`)
        .exec(source)?.[1]
        ?.split(',')
        .map((n) => n.trim())
        .sort();
      expect(imported).toEqual([...names].sort());
    }
  });
});
