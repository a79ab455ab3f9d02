import { describe, expect, it } from 'vitest';
import { packageOf, sharedConflicts } from './shared-versions';

const shell = { react: '19.3.1', 'react/jsx-runtime': '19.3.1', 'react-dom': '19.3.1', '@nextlevel/shell/auth': '1.2.0' };

describe('#26.3 shared singletons against what the shell provides', () => {
  it('names a build that needs another major, once per package however many subpaths need it', () => {
    const needs = [
      { name: 'react', requiredVersion: '^20.0.0' },
      { name: 'react/jsx-runtime', requiredVersion: '^20.0.0' },
      { name: 'react-dom', requiredVersion: '~19.3.0' },
    ];
    expect(sharedConflicts('mf-members', needs, shell)).toEqual(['mf-members needs react ^20.0.0; the shell provides 19.3.1']);
  });

  it('accepts every range the shell satisfies, and a package the shell does not provide (the build loads its own)', () => {
    const needs = [
      { name: 'react', requiredVersion: '~19.3.0' },
      { name: '@nextlevel/shell/auth', requiredVersion: '^1.0.0' },
      { name: 'left-pad', requiredVersion: '^9.0.0' },
    ];
    expect(sharedConflicts('mf-members', needs, shell)).toEqual([]);
  });

  it('refuses a shared package with no range (a build from before ranges) and one whose range is not a range', () => {
    const needs = [
      { name: 'react', requiredVersion: null },
      { name: '@nextlevel/shell/auth', requiredVersion: 'the newest' },
    ];
    expect(sharedConflicts('mf-public', needs, shell)).toEqual([
      'mf-public shares react without a required version range: rebuild it with the current build tooling',
      'mf-public needs @nextlevel/shell the newest, which is not a version range',
    ]);
  });

  it('names the package of a share key', () => {
    expect(['react', 'react-dom/client', '@nextlevel/shell/auth', '@tanstack/react-query'].map(packageOf)).toEqual([
      'react',
      'react-dom',
      '@nextlevel/shell',
      '@tanstack/react-query',
    ]);
  });
});
