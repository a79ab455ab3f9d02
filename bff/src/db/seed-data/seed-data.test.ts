import { describe, expect, it } from 'vitest';
import { countries } from './countries';
import { defaultPrompt } from './default-prompt';
import { quotes } from './quotes';

describe('seed data', () => {
  it('has the 196 countries, each once', () => {
    expect(countries).toHaveLength(196);
    expect(new Set(countries).size).toBe(196);
    expect(countries).toEqual(expect.arrayContaining(['Holy See', 'Palestine', 'Taiwan', 'United States']));
  });

  it('has at least 60 distinct quotes from 15 authors in 6 categories, 10 explained', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(quotes.map((q) => q.text)).size).toBe(quotes.length);
    expect(new Set(quotes.map((q) => q.author)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(quotes.map((q) => q.category)).size).toBeGreaterThanOrEqual(6);
    expect(quotes.filter((q) => q.explanation).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps every field trimmed and explanations to a few sentences', () => {
    for (const q of quotes) {
      for (const value of [q.text, q.author, q.category]) expect(value).toBe(value.trim());
      if (q.explanation) expect(q.explanation.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(4);
    }
  });

  it('has a default prompt that asks for an explanation of the quote above', () => {
    expect(defaultPrompt).toMatch(/quote above/);
    expect(defaultPrompt.length).toBeGreaterThan(100);
  });
});
