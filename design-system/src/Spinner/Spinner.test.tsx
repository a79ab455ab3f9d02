import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is announced as a status when labelled', () => {
    render(<Spinner label="Loading snippets" size="lg" />);
    const spinner = screen.getByRole('status', { name: 'Loading snippets' });
    expect(spinner.className).toContain('lg');
  });

  it('is hidden from assistive tech without a label', () => {
    const { container } = render(<Spinner />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Spinner label="Loading" />
        <Spinner size="sm" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
