import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('says what failed, the reason, and loads again on Retry', async () => {
    const onRetry = vi.fn();
    render(
      <LoadError title="Failed to fetch favourites" onRetry={onRetry}>
        Internal server error
      </LoadError>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch favouritesInternal server error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on Retry while it works, and ignores more presses', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadError title="Failed" onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    rerender(<LoadError title="Failed" onRetry={onRetry} retrying />);
    const busy = screen.getByRole('button', { name: 'Retrying...' });
    expect(busy).toBe(retry);
    expect(document.activeElement).toBe(busy);
    await userEvent.keyboard('{Enter}');
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoadError title="Failed" onRetry={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
