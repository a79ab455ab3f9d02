import { describe, expect, it } from 'vitest';
import { repointFile } from './repoint-file';

describe('repointFile', () => {
  it('rewrites the comments of code and leaves its string literals, test names included', () => {
    const code = [
      '/** The message catalogue: SPEC §5 (validation) and §8 (errors). */',
      "it('words bad input as SPEC §5 does', () => {",
      '  const text = `SPEC §4 ${"SPEC §3"}`; // SPEC §8: only logged',
      '  /* SPEC §9 */ const re = /SPEC §1/;',
      '});',
    ].join('\n');
    const result = repointFile('a/thing.test.ts', code);
    expect(result.text.split('\n')).toEqual([
      '/** The message catalogue: product §5 (validation) and §8 (errors). */',
      "it('words bad input as SPEC §5 does', () => {",
      '  const text = `SPEC §4 ${"SPEC §3"}`; // product §8: only logged',
      '  /* product §9 */ const re = /SPEC §1/;',
      '});',
    ]);
    expect(result.count).toBe(3);
  });

  it('in JSX, rewrites {/* comments */} but not text between tags that looks like one', () => {
    const page = [
      'export const Page = () => (',
      '  <p title="SPEC §2">',
      '    {/* SPEC §2: the heading */}',
      '    // SPEC §2 is shown as it is',
      '  </p>',
      ');',
    ].join('\n');
    const lines = repointFile('src/Page.tsx', page).text.split('\n');
    expect(lines[1]).toBe('  <p title="SPEC §2">');
    expect(lines[2]).toBe('    {/* product §2: the heading */}');
    expect(lines[3]).toBe('    // SPEC §2 is shown as it is');
  });

  it('rewrites all of a doc, the comments of a stylesheet, a Dockerfile or YAML, and nothing in other files', () => {
    expect(repointFile('docs/x.md', 'See SPEC §3 and ARCHITECTURE.md.').text).toBe('See product §3 and docs/architecture.md.');
    expect(repointFile('a.module.css', '/* SPEC §9: 50 px */ .a { content: "SPEC §9"; }').text).toBe(
      '/* product §9: 50 px */ .a { content: "SPEC §9"; }',
    );
    expect(repointFile('Dockerfile', '# one process (ARCHITECTURE.md).\nRUN echo ARCHITECTURE.md').text).toBe(
      '# one process (docs/architecture.md).\nRUN echo ARCHITECTURE.md',
    );
    expect(repointFile('docker-compose.yml', '  # SPEC §9\n  image: SPEC').text).toBe('  # product §9\n  image: SPEC');
    expect(repointFile('data.json', '{ "note": "SPEC §1" }')).toEqual({ text: '{ "note": "SPEC §1" }', count: 0 });
  });
});
