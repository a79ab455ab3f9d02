import {
  activityPageSchema,
  internalActivityQuerySchema,
  internalDashboardSchema,
  memberActivityQuerySchema,
  memberDashboardSchema,
} from '../activity';
import { endpoint } from '../endpoint';

/** The activity log (issue #27 items 8 and 9, decision 029). */
export const memberActivityEndpoints = {
  /** The signed-in user's own events, newest first: `?cursor=` the previous page's `nextCursor`, `?limit=` at most 100. */
  getMemberActivity: endpoint({
    method: 'GET',
    path: '/api/members/activity',
    role: 'Member',
    query: memberActivityQuerySchema,
    response: activityPageSchema,
  }),
  /** The member dashboard's Last Login (the sign-in before this one) and Recent Activity. */
  getMemberDashboard: endpoint({ method: 'GET', path: '/api/members/dashboard', role: 'Member', response: memberDashboardSchema }),
};

export const internalActivityEndpoints = {
  /** Everyone's events, newest first, filtered by `user` (e-mail or id), `kind`, `from`/`to` (days, UTC, both included). */
  getInternalActivity: endpoint({
    method: 'GET',
    path: '/api/internal/activity',
    role: 'Internal',
    query: internalActivityQuerySchema,
    response: activityPageSchema,
  }),
  /** The staff dashboard's Total Users and Recent Activity (the latest staff actions). */
  getInternalDashboard: endpoint({ method: 'GET', path: '/api/internal/dashboard', role: 'Internal', response: internalDashboardSchema }),
};
