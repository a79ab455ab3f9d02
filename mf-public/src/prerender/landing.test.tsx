import { describe, expect, it } from 'vitest';
import { render } from './landing';

const html = await render();

describe('the prerendered landing page', () => {
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

  it('Get Started and the section links are anchors, so they work before any script runs', () => {
    expect(html).toMatch(/<a href="#intro"[^>]*>Get Started<\/a>/);
    for (const id of ['main-content', 'hero', 'new-world', 'the-numbers', 'our-offer', 'who-are-you', 'contact']) {
      expect(html).toContain(`<a href="#${id}"`);
    }
    expect(html).not.toMatch(/<button[^>]*>Get Started/);
  });

  it('the menu toggle opens the menu without scripts: the menu is a popover the toggle targets', () => {
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Menu"[^>]*popoverTarget="landing-menu"/);
    expect(html).toMatch(/<div id="landing-menu"[^>]*popover="auto"/);
  });

  it('the contact form can be typed into before the swap, and a submit without scripts stays on the page', () => {
    const form = /<form[^>]*aria-label="Contact us"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="dialog"');
    expect(form).toContain('id="contact-form"');
    expect(form).not.toContain('inert');
  });

  it('has no script', () => {
    expect(html).not.toMatch(/<script/i);
  });

  it("is the shell's whole page (decision 023): the area's two Suspense boundaries around the page, then the toast viewport", () => {
    expect(html).toMatch(/^<!--\$--><!--\$--><div[^>]*><header/);
    expect(html).toMatch(/<\/footer><\/div><!--\/\$--><!--\/\$-->.*aria-label="Notifications \(F8\)"/);
  });
});
