import { describe, expect, it } from 'vitest';
import { shared } from './shared';

describe('shared', () => {
  it("shares each shell SDK subpath the remotes load at run time, from the shell's own exports, and no test or story kit", () => {
    const keys = Object.keys(shared);
    for (const subpath of ['auth', 'api', 'forms', 'countries', 'error-message', 'area', 'analytics'])
      expect(keys).toContain(`@nextlevel/shell/${subpath}`);
    expect(keys.filter((k) => /^@nextlevel\/shell\/(testing|stories|standalone|prerender)/.test(k))).toEqual([]);
  });
});
