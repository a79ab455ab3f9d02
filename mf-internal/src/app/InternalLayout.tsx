import { IconChart, IconDashboard, IconDatabase, IconFileText, IconRocket, IconSettings, IconUsers } from '@nextlevel/design-system';
import { areas } from '@nextlevel/bff/contract';
import { AreaLayout } from '@nextlevel/shell/area';

const links = [
  { to: '/internal/dashboard', label: 'Dashboard', icon: <IconDashboard /> },
  { to: '/internal/database', label: 'Database', icon: <IconDatabase /> },
  { to: '/internal/snippets', label: 'Snippets', icon: <IconFileText /> },
  { to: '/internal/analytics', label: 'Analytics', icon: <IconChart /> },
  { to: '/internal/releases', label: 'Releases', icon: <IconRocket /> },
  { to: '/internal/settings', label: 'Settings', icon: <IconSettings /> },
  { to: '/internal/activity', label: 'Activity', icon: <IconUsers /> },
];

/** The internal area frame (product §2 "Internal area"). */
export function InternalLayout() {
  return (
    <AreaLayout
      title={areas.internal.title}
      links={links}
      signedOutHint="Sign in as Internal staff on the full site (same host name) to see the internal area."
    />
  );
}
