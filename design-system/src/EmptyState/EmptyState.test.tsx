import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconHeart } from '../Icons/icons';
import { axeViolations } from '../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description, decorative icon and action', () => {
    const { container } = render(
      <EmptyState
        title="No favorites yet."
        description="Click the heart icon."
        icon={<IconHeart />}
        action={<button type="button">Browse</button>}
      />,
    );
    expect(container.textContent).toBe('No favorites yet.Click the heart icon.Browse');
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeTruthy();
  });

  it('renders only the title when that is all it has', () => {
    const { container } = render(<EmptyState title="No snippets available." />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmptyState title="Nothing" description="Yet" icon={<IconHeart />} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
