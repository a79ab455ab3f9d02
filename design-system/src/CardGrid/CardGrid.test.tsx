import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it("holds its children and keeps the caller's attributes", () => {
    const { container } = render(
      <CardGrid className="extra" aria-label="Lists">
        <p>One</p>
        <p>Two</p>
      </CardGrid>,
    );
    const grid = container.firstElementChild;
    expect([grid?.textContent, grid?.getAttribute('aria-label'), grid?.classList.contains('extra')]).toEqual(['OneTwo', 'Lists', true]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CardGrid>
        <p>One</p>
      </CardGrid>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
