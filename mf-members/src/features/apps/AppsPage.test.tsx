import { aMember, renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppsPage from './AppsPage';

afterEach(resetShell);

describe('AppsPage', () => {
  it('shows the Snippets app card, whose Go button opens /members/apps/snippets', async () => {
    const { user } = renderWithShell(<AppsPage />, { path: '/members/apps', user: aMember() });
    expect(screen.getByRole('heading', { level: 1, name: 'Apps' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Snippets' })).toBeTruthy();
    expect(screen.getByText('Small bites of collective wisdom')).toBeTruthy();
    const go = screen.getByRole('link', { name: 'Go' });
    expect(go.getAttribute('href')).toBe('/members/apps/snippets');
    go.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/members/apps/snippets');
  });
});
