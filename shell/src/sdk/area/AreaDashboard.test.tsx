import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AreaDashboard } from './AreaDashboard';

const renderDashboard = () =>
  render(
    <MemoryRouter>
      <AreaDashboard
        title="Dashboard"
        description="An overview."
        stats={[
          { label: 'Total Users', value: '0' },
          { label: 'Countries', value: '196' },
        ]}
        quickActions={[
          { label: 'Manage snippets', to: '/area/snippets' },
          { label: 'Back to the main site', to: '/' },
        ]}
        recentActivity={['No recent activity yet', 'More later']}
      />
    </MemoryRouter>,
  );

describe('AreaDashboard', () => {
  it('shows the heading, the figures and the two lists (SPEC §2)', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('An overview.')).toBeTruthy();
    expect(screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['Total Users', '0'],
      ['Countries', '196'],
    ]);
    const [actions, activity] = screen.getAllByRole('list');
    expect(
      within(actions!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Manage snippets', '/area/snippets'],
      ['Back to the main site', '/'],
    ]);
    expect(
      within(activity!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No recent activity yet', 'More later']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Quick Actions', 'Recent Activity']);
  });

  it('keeps the heading outline whole: h1, then an h2 above the cards’ h3 titles (axe heading-order)', () => {
    renderDashboard();
    const outline = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => [h.tagName, h.textContent]);
    expect(outline).toEqual([
      ['H1', 'Dashboard'],
      ['H2', 'Shortcuts and activity'],
      ['H3', 'Quick Actions'],
      ['H3', 'Recent Activity'],
    ]);
    expect(screen.getByRole('region', { name: 'Shortcuts and activity' })).toBeTruthy();
  });
});
