import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetTestState } from '../testing/render-page';
import { RedirectToDashboard } from './RedirectToDashboard';

afterEach(resetTestState);

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

describe('RedirectToDashboard', () => {
  it('says it is redirecting and goes to the dashboard of the category', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <RedirectToDashboard title="Welcome Back" category="Member" />
        <WhereAmI />
      </MemoryRouter>,
    );
    expect(screen.getByText('Redirecting to your dashboard...')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/members/dashboard');
  });
});
