import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { ListCard } from './ListCard';

const items = [
  { id: 'a', content: <a href="/a">First</a> },
  { id: 'b', content: 'Second' },
];

describe('ListCard', () => {
  it('titles the card and lists the items in order', () => {
    render(<ListCard title="Quick Actions" items={items} />);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First', 'Second']);
    expect(within(list).getByRole('link', { name: 'First' }).getAttribute('href')).toBe('/a');
  });

  it('titles with an h3, or an h2 at titleLevel 2', () => {
    const { rerender } = render(<ListCard title="Quick Actions" items={items} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Quick Actions' })).toBeTruthy();
    rerender(<ListCard title="Quick Actions" items={items} titleLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeTruthy();
  });

  it('renders an empty list when it has no items', () => {
    render(<ListCard title="Recent Activity" items={[]} />);
    expect(screen.getByRole('list').children).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(<ListCard title="Quick Actions" items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
