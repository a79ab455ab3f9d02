import { describe, expect, it } from 'vitest';
import { buildPrompt } from './build-prompt';

describe('buildPrompt', () => {
  it('puts the quote, its author and category, then Required and the default prompt (product §4)', () => {
    expect(
      buildPrompt({
        text: '  Knowing yourself is the beginning of all wisdom. ',
        authorName: 'Aristotle',
        categoryName: 'Wisdom',
        defaultPrompt: 'Explain the quote above.\nKeep it short.\n',
      }),
    ).toBe(
      [
        'Quote: "Knowing yourself is the beginning of all wisdom."',
        'Author: Aristotle',
        'Category: Wisdom',
        '',
        'Required:',
        'Explain the quote above.',
        'Keep it short.',
      ].join('\n'),
    );
  });
});
