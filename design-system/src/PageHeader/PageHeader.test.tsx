import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('gives the page its h1 and the line under it', () => {
    const { container } = render(<PageHeader title="Dashboard" description="An overview." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(container.querySelector('header')?.textContent).toBe('DashboardAn overview.');
  });

  it('leaves the line out when there is none', () => {
    const { container } = render(<PageHeader title="Welcome back!" />);
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });

  it("puts the page's actions beside the title, after it in reading order", () => {
    const { container } = render(
      <PageHeader title="Snippets" description="The quotes." actions={<button type="button">Add Snippet</button>} />,
    );
    expect(container.querySelector('header')?.textContent).toBe('SnippetsThe quotes.Add Snippet');
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(screen.getByRole('button', { name: 'Add Snippet' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<PageHeader title="Dashboard" description="An overview." />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
