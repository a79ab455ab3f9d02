import { describe, expect, it } from 'vitest';
import { render } from './landing';

describe('the prerendered landing page', () => {
  const html = render();

  it('holds all eight sections and the six statistics, as a visitor who is not signed in sees them', () => {
    for (const id of ['hero', 'intro', 'new-world', 'the-numbers', 'our-offer', 'who-are-you', 'get-started', 'contact']) {
      expect(html).toContain(`id="${id}"`);
    }
    for (const value of ['60%', '2028', '52%', '26%', '1 billion', '79%']) expect(html).toContain(`>${value}<`);
    expect(html).toMatch(/<h1 id="hero-title"[^>]*>Next-Level <span[^>]*>Success Solutions<\/span><\/h1>/);
    expect(html).toContain('href="/sign-up"');
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('>Enter<');
    expect(html).not.toContain('Dashboard');
  });

  it('keeps the contact form inert until the live page replaces it', () => {
    expect(html).toMatch(/<form[^>]*aria-label="Contact us"[^>]*inert=""/);
  });

  it('plays the hero entrance (nothing marks it settled) and has no script', () => {
    expect(html).not.toContain('data-settled');
    expect(html).not.toMatch(/<script/i);
  });
});
