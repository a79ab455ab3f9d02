import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { StatGrid } from './StatGrid';

const stats = [
  { label: 'Total Users', value: '0' },
  { label: 'Countries', value: '196' },
];

describe('StatGrid', () => {
  it('pairs each label (term) with its value (description), in order', () => {
    render(<StatGrid stats={stats} />);
    expect(screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['Total Users', '0'],
      ['Countries', '196'],
    ]);
  });

  it('passes attributes to the list', () => {
    const { container } = render(<StatGrid stats={stats} aria-label="Figures" className="extra" />);
    const list = container.querySelector('dl');
    expect([list?.getAttribute('aria-label'), list?.classList.contains('extra')]).toEqual(['Figures', true]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatGrid stats={stats} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
