import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Quote } from './Quote';

describe('Quote', () => {
  it('is a figure: the text as a blockquote, the author as its caption', () => {
    render(<Quote text="Lost time is never found again." author="Benjamin Franklin" aria-label="Snippet" />);
    const figure = screen.getByRole('figure', { name: 'Snippet' });
    expect([figure.querySelector('blockquote')?.textContent, figure.querySelector('figcaption')?.textContent]).toEqual([
      'Lost time is never found again.',
      '— Benjamin Franklin',
    ]);
  });

  it('clamps the text to the lines asked for, and only then', () => {
    const { rerender } = render(<Quote text="A long quote." author="Someone" lines={5} />);
    expect(screen.getByText('A long quote.').style.getPropertyValue('--nl-quote-lines')).toBe('5');
    rerender(<Quote text="A long quote." author="Someone" />);
    expect(screen.getByText('A long quote.').getAttribute('style')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Quote text="Lost time is never found again." author="Benjamin Franklin" size="lg" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
