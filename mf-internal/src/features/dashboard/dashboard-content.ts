import { COUNTRY_COUNT } from '@nextlevel/bff/contract';

/** The static figures and placeholder lists of the internal dashboard (product §2: nothing is loaded). */
export const stats = [
  { label: 'Total Users', value: '0' },
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

export const recentActivity = ['No recent activity yet', 'Activity from uploads and edits will appear here'] as const;
