import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { prerenderedPageSchema } from './prerendered-pages';

describe('prerenderedPageSchema', () => {
  it('takes markup and stylesheets beside the manifest', () => {
    expect(v.is(prerenderedPageSchema, { html: '<p>x</p>', styles: ['prerender/landing.0a1b2c3d.css'] })).toBe(true);
  });

  it('refuses a stylesheet outside the remote or that is not CSS', () => {
    expect(v.is(prerenderedPageSchema, { html: '', styles: ['../shell/evil.css'] })).toBe(false);
    expect(v.is(prerenderedPageSchema, { html: '', styles: ['prerender/a..css'] })).toBe(false);
    expect(v.is(prerenderedPageSchema, { html: '', styles: ['https://cdn.example.com/x.css'] })).toBe(false);
    expect(v.is(prerenderedPageSchema, { html: '', styles: ['prerender/landing.js'] })).toBe(false);
    expect(v.is(prerenderedPageSchema, { html: '', styles: ['x.css" onload="alert(1)'] })).toBe(false);
  });
});
