import { ACTIVITY_KIND_LABELS, activityDetailText, COUNTRY_COUNT, type InternalDashboard } from '@nextlevel/bff/contract';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What the dashboard's answer is while it loads, once it failed, or once it came (issue #27 item 9). */
export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: InternalDashboard };

const totalUsers = (state: DashboardState) => {
  if (state.status === 'loading') return 'Loading...';
  if (state.status === 'error') return 'Unavailable';
  return state.data.totalUsers.toLocaleString('en');
};

/** The figures of the internal dashboard: Total Users is counted by the bff, the others are the product's fixed ones. */
export const statsFor = (state: DashboardState) =>
  [
    { label: 'Total Users', value: totalUsers(state) },
    { label: 'Countries', value: String(COUNTRY_COUNT) },
    { label: 'System Status', value: 'Online' },
    { label: 'Configuration', value: 'Ready' },
  ] as const;

export const quickActions = [
  { label: 'Upload data from CSV', to: '/internal/database' },
  { label: 'Manage snippets', to: '/internal/snippets' },
  { label: 'View analytics', to: '/internal/analytics' },
  { label: 'Edit the default AI prompt', to: '/internal/settings' },
] as const;

/** Recent Activity: the latest staff actions (uploads, snippets, the prompt, releases), each with who and when. */
export const recentActivityFor = (state: DashboardState): (string | { id: string; content: string })[] => {
  if (state.status === 'loading') return ['Loading recent activity...'];
  if (state.status === 'error') return ['Recent activity could not be loaded'];
  if (state.data.recentActivity.length === 0) return ['No recent activity yet', 'Activity from uploads and edits will appear here'];
  return state.data.recentActivity.map((event) => {
    const detail = activityDetailText(event);
    const who = event.actor?.email ?? (typeof event.details.by === 'string' ? event.details.by : 'someone');
    return {
      id: event.id,
      content: `${ACTIVITY_KIND_LABELS[event.kind]}${detail ? ` (${detail})` : ''} by ${who} · ${when.format(new Date(event.at))}`,
    };
  });
};
