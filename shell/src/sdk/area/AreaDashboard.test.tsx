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
  it('shows the heading, the figures and the two lists (product §2)', () => {
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
    // Sections of the page, right under its h1: no level skipped (axe heading-order in the screen stories).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Quick Actions', 'Recent Activity']);
  });
});

describe('AreaDashboard with area cards', () => {
  it('gives each other area of the category a card whose button opens its dashboard', () => {
    render(
      <MemoryRouter>
        <AreaDashboard
          title="Dashboard"
          description="An overview."
          stats={[]}
          quickActions={[]}
          recentActivity={[]}
          areaCards={[{ area: 'internal', title: 'Partners', description: 'Work with our partners', to: '/partners/dashboard' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Partners' })).toBeTruthy();
    expect(screen.getByText('Work with our partners')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Partners' }).getAttribute('href')).toBe('/partners/dashboard');
  });
});
