import { ACTIVITY_KIND_LABELS, activityDetailText, type MemberDashboard } from '@nextlevel/bff/contract';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What the dashboard's answer is while it loads, once it failed, or once it came (issue #27 item 9). */
export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: MemberDashboard };

/** Last Login: the sign-in before the one in use, from the activity log. */
export const lastLoginText = (state: DashboardState): string => {
  if (state.status === 'loading') return 'Loading...';
  if (state.status === 'error') return 'Unavailable';
  const last = state.data.lastSignIn;
  return last ? when.format(new Date(last.at)) : 'This is your first sign-in';
};

/** The figures of the member dashboard: Last Login is read from the log, the others are the product's fixed ones. */
export const statsFor = (state: DashboardState) =>
  [
    { label: 'Profile', value: 'Complete' },
    { label: 'Last Login', value: lastLoginText(state) },
    { label: 'Notifications', value: '0' },
    { label: 'Settings', value: 'Updated' },
  ] as const;

export const quickActions = [
  { label: 'Open your apps', to: '/members/apps' },
  { label: 'Update your account settings', to: '/members/settings' },
  { label: 'Back to the main site', to: '/' },
] as const;

/** Recent Activity: the member's own latest events, each with its time, or what stands in for them. */
export const recentActivityFor = (state: DashboardState): (string | { id: string; content: string })[] => {
  if (state.status === 'loading') return ['Loading recent activity...'];
  if (state.status === 'error') return ['Recent activity could not be loaded'];
  if (state.data.recentActivity.length === 0) return ['No recent activity yet'];
  return state.data.recentActivity.map((event) => {
    const detail = activityDetailText(event);
    return {
      id: event.id,
      content: `${ACTIVITY_KIND_LABELS[event.kind]}${detail ? ` (${detail})` : ''} · ${when.format(new Date(event.at))}`,
    };
  });
};
