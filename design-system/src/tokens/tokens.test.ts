import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { declarations } from './parse-tokens';

const css = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8');
const light = declarations(css, ':root');
const dark = { ...light, ...declarations(css, "[data-theme='dark']") };
const systemDark = { ...light, ...declarations(css, ":root:not([data-theme='light'])") };

const required = [
  ...[
    'bg',
    'surface',
    'surface-raised',
    'text',
    'text-muted',
    'primary',
    'primary-hover',
    'primary-contrast',
    'accent',
    'border',
    'focus',
    'danger',
    'danger-surface',
    'success',
    'success-surface',
  ].map((c) => `--nl-color-${c}`),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => `--nl-space-${n}`),
  ...['sm', 'md', 'lg', 'xl', 'full'].map((r) => `--nl-radius-${r}`),
  ...['sm', 'md', 'lg'].map((s) => `--nl-shadow-${s}`),
  '--nl-font-sans',
  '--nl-font-display',
  ...['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'].map((t) => `--nl-text-${t}`),
  '--nl-leading-tight',
  '--nl-leading-normal',
  '--nl-duration-fast',
  '--nl-duration-normal',
  '--nl-duration-slow',
  '--nl-ease',
  '--nl-container-max',
];

// [foreground, background, minimum]: 4.5:1 for text, 3:1 for focus rings and control borders.
const pairs: Array<[string, string, number]> = [
  ...['bg', 'surface', 'surface-raised', 'primary-surface'].flatMap((bg): Array<[string, string, number]> => [
    ['text', bg, 4.5],
    ['text-muted', bg, 4.5],
  ]),
  ['primary-contrast', 'primary', 4.5],
  ['primary-contrast', 'primary-hover', 4.5],
  ['primary-contrast', 'danger', 4.5],
  ['primary-contrast', 'danger-hover', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-surface', 4.5],
  ['text', 'danger-surface', 4.5],
  ['success', 'success-surface', 4.5],
  ['text', 'success-surface', 4.5],
  ['info', 'info-surface', 4.5],
  ['text', 'info-surface', 4.5],
  ['primary', 'surface', 4.5],
  ['accent', 'surface', 4.5],
  ['bg', 'text', 4.5],
  ['sidebar-text', 'sidebar-bg', 4.5],
  ['sidebar-muted', 'sidebar-bg', 4.5],
  ['sidebar-text', 'sidebar-active', 4.5],
  ['sidebar-muted', 'sidebar-active', 4.5],
  ['sidebar-bg', 'accent-bright', 4.5],
  ['focus', 'bg', 3],
  ['focus', 'surface', 3],
  ['border-strong', 'surface', 3],
];

describe('tokens.css', () => {
  it('declares every documented token on :root', () => {
    expect(required.filter((name) => !(name in light))).toEqual([]);
  });

  it('uses 4px spacing steps', () => {
    expect([1, 2, 3, 4, 6, 8, 12, 16].map((n) => light[`--nl-space-${n}`])).toEqual([
      '4px',
      '8px',
      '12px',
      '16px',
      '24px',
      '32px',
      '48px',
      '64px',
    ]);
  });

  it('gives the system-preference dark theme exactly the explicit dark values', () => {
    expect(systemDark).toEqual(dark);
  });

  it('drops motion to 0ms under prefers-reduced-motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(declarations(reduced, ':root')).toEqual({
      '--nl-duration-fast': '0ms',
      '--nl-duration-normal': '0ms',
      '--nl-duration-slow': '0ms',
    });
  });

  for (const [name, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`meets the contrast minimums in the ${name} theme`, () => {
      const failures = pairs
        .map(([fg, bg, min]) => ({ fg, bg, min, ratio: contrastRatio(theme[`--nl-color-${fg}`] ?? '', theme[`--nl-color-${bg}`] ?? '') }))
        .filter(({ ratio, min }) => ratio < min)
        .map(({ fg, bg, min, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
      expect(failures).toEqual([]);
    });
  }
});
