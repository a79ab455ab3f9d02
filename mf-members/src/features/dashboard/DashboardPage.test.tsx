import { aMember, renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';

afterEach(resetShell);

describe('DashboardPage', () => {
  it('#24.14 says Welcome on a first visit (the session the sign-up verification started)', () => {
    renderWithShell(<DashboardPage />, { path: '/members/dashboard', user: aMember({ first_visit: true }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada!');
  });

  it('#24.14 says Welcome back on any later visit', () => {
    renderWithShell(<DashboardPage />, { path: '/members/dashboard', user: aMember() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada!');
  });
});
