import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout';

const content = {
  preheader: 'One click and you are in.',
  heading: 'Welcome, Ada <script>',
  paragraphs: ['Thanks for joining & welcome.', 'The link expires in 24 hours.'],
  action: { label: 'Verify my email', url: 'https://app.test/verify-email?token=a&b="x"' },
  footnote: "If this wasn't you, ignore it.",
};

describe('renderEmail', () => {
  it('escapes every piece of dynamic text in the HTML', () => {
    const { html } = renderEmail(content);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Welcome, Ada &lt;script&gt;');
    expect(html).toContain('Thanks for joining &amp; welcome.');
    expect(html).toContain('href="https://app.test/verify-email?token=a&amp;b=&quot;x&quot;"');
    expect(html).toContain('If this wasn&#39;t you, ignore it.');
  });

  it('is an accessible, table-based layout with the brand, a preheader and a bulletproof button', () => {
    const { html } = renderEmail(content);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/);
    expect(html).toContain('<title>Welcome, Ada &lt;script&gt;</title>');
    expect(html).toMatch(/<td bgcolor="#0b1633"[^>]*>Next<span[^>]*>Level<\/span><\/td>/);
    expect(html.match(/<table role="presentation"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/<div style="display:none;[^"]*">One click and you are in\./);
    expect(html).toContain('<v:roundrect');
    expect(html).toMatch(/<a href="[^"]+" target="_blank" style="display:inline-block;[^"]*">Verify my email<\/a>/);
    expect(html).toContain('If the button does not work, copy this link');
    expect(html).toContain('<h1 ');
  });

  it('has a plain-text twin with the link spelled out', () => {
    const { text } = renderEmail(content);
    expect(text).toBe(
      [
        'NextLevel',
        '',
        'Welcome, Ada <script>',
        '',
        'Thanks for joining & welcome.',
        '',
        'The link expires in 24 hours.',
        '',
        'Verify my email: https://app.test/verify-email?token=a&b="x"',
        '',
        '--',
        "If this wasn't you, ignore it.",
        '',
      ].join('\n'),
    );
  });

  it('leaves out the button and the footnote when there are none', () => {
    const { html, text } = renderEmail({ preheader: 'p', heading: 'h', paragraphs: ['only this'] });
    expect(html).not.toContain('v:roundrect');
    expect(html).not.toContain('copy this link');
    expect(text).toBe('NextLevel\n\nh\n\nonly this\n');
  });

  it('refuses links that are not http(s)', () => {
    expect(() => renderEmail({ ...content, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/http\(s\)/);
  });
});
