import { CurrentLocation, findLocation, renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectToDashboard } from './RedirectToDashboard';

afterEach(resetShell);

describe('RedirectToDashboard', () => {
  it('says it is redirecting and goes to the dashboard of the category', async () => {
    renderWithShell(
      <>
        <RedirectToDashboard title="Welcome Back" category="Member" />
        <CurrentLocation />
      </>,
      { route: '/login' },
    );
    expect(screen.getByText('Redirecting to your dashboard...')).toBeTruthy();
    expect(await findLocation()).toBe('/members/dashboard');
  });
});
