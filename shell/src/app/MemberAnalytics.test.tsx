import { endpoints, messages } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, aStaffUser } from '../sdk/testing/fixtures';
import { reply } from '../sdk/stories/api-handlers';
import { bodySentTo, sentRequests } from '../sdk/testing/network';
import { renderWithShell, resetShell } from '../sdk/testing/render-with-shell';
import { MemberAnalytics } from './MemberAnalytics';

const VISIT_ID = '8a6e0804-2bd0-4672-b79d-d97027f0daef';
const { startVisit, recordPageView, endVisit, logout } = endpoints;
const network = [
  reply(startVisit, { id: VISIT_ID }),
  reply(recordPageView, undefined),
  reply(endVisit, undefined),
  reply(logout, { message: messages.auth.loggedOut }),
];
const ui = (
  <>
    <MemberAnalytics />
    <Link to="/members/apps">Apps</Link>
  </>
);

afterEach(() => {
  resetShell();
  sessionStorage.clear();
});

describe('MemberAnalytics', () => {
  it('records nothing for a member of staff or a visitor', async () => {
    renderWithShell(ui, { route: '/internal/dashboard', user: aStaffUser(), network: [] });
    await import('@nextlevel/shell/analytics');
    expect(sentRequests()).toEqual([]);
  });

  it('starts a visit with the entry page, records each path change, and ends it on Sign Out', async () => {
    const { user } = renderWithShell(ui, { route: '/members/dashboard', user: aMember(), network });
    await vi.waitFor(() => expect(sentRequests(recordPageView)).toHaveLength(1));
    expect(bodySentTo(startVisit)).toEqual({ entryPage: '/members/dashboard' });
    await user.click(screen.getByRole('link', { name: 'Apps' }));
    await vi.waitFor(() => expect(sentRequests(recordPageView)).toHaveLength(2));
    // No Module Federation runtime in a test: the area is known, its build is not.
    expect(bodySentTo(recordPageView, 1)).toMatchObject({
      session_id: VISIT_ID,
      page_path: '/members/apps',
      area: 'members',
      build: null,
    });
    await useAuth.getState().logout();
    expect(bodySentTo(endVisit)).toMatchObject({ exitPage: '/members/apps' });
    expect(sessionStorage.getItem('analytics_session')).toBeNull();
  });
});
