import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  it("shows its label and keeps the caller's attributes", () => {
    render(
      <Badge className="extra" title="Category">
        Courage
      </Badge>,
    );
    const badge = screen.getByText('Courage');
    expect([badge.tagName, badge.title, badge.classList.contains('extra')]).toEqual(['SPAN', 'Category', true]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Badge>Courage</Badge>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
