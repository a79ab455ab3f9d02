import { api, endpoints, messages } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, aStaffUser } from '../sdk/testing/fixtures';
import { sentBody } from '../sdk/testing/mock-api';
import { renderWithShell, resetShell } from '../sdk/testing/render-with-shell';
import { MemberAnalytics } from './MemberAnalytics';

const SESSION_ID = '8a6e0804-2bd0-4672-b79d-d97027f0daef';
const routes = {
  [`POST ${api.analyticsSession}`]: { status: 201, body: { id: SESSION_ID } },
  [`POST ${api.analyticsPageView}`]: { status: 204 },
  [`POST ${api.analyticsSessionEnd(SESSION_ID)}`]: { status: 204 },
  [`POST ${endpoints.logout.path}`]: { body: { message: messages.auth.loggedOut } },
};
const ui = (
  <>
    <MemberAnalytics />
    <Link to="/members/apps">Apps</Link>
  </>
);
const count = (fetchMock: ReturnType<typeof vi.fn>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input)}` === key).length;

afterEach(() => {
  resetShell();
  sessionStorage.clear();
});

describe('MemberAnalytics', () => {
  it('records nothing for a member of staff or a visitor', async () => {
    const { fetch } = renderWithShell(ui, { route: '/internal/dashboard', user: aStaffUser(), fetch: {} });
    await import('@nextlevel/shell/analytics');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts a session with the entry page, records each path change, and ends it on Sign Out', async () => {
    const { fetch, user } = renderWithShell(ui, { route: '/members/dashboard', user: aMember(), fetch: routes });
    await vi.waitFor(() => expect(count(fetch!, `POST ${api.analyticsPageView}`)).toBe(1));
    expect(sentBody(fetch!, `POST ${api.analyticsSession}`)).toEqual({ entryPage: '/members/dashboard' });
    await user.click(screen.getByRole('link', { name: 'Apps' }));
    await vi.waitFor(() => expect(count(fetch!, `POST ${api.analyticsPageView}`)).toBe(2));
    // No Module Federation runtime in a test: the area is known, its build is not.
    expect(sentBody(fetch!, `POST ${api.analyticsPageView}`, 1)).toMatchObject({
      session_id: SESSION_ID,
      page_path: '/members/apps',
      area: 'members',
      build: null,
    });
    await useAuth.getState().logout();
    expect(sentBody(fetch!, `POST ${api.analyticsSessionEnd(SESSION_ID)}`)).toMatchObject({ exitPage: '/members/apps' });
    expect(sessionStorage.getItem('analytics_session')).toBeNull();
  });
});
