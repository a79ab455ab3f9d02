import { IconApps, IconDashboard, IconSettings } from '@nextlevel/design-system';
import { areas } from '@nextlevel/bff/contract';
import { AreaLayout } from '@nextlevel/shell/area';

const links = [
  { to: '/members/dashboard', label: 'Dashboard', icon: <IconDashboard /> },
  { to: '/members/apps', label: 'Apps', icon: <IconApps /> },
  { to: '/members/settings', label: 'Settings', icon: <IconSettings /> },
];

/** The member area frame (product §2 "Member area"). */
export function MembersLayout() {
  return (
    <AreaLayout
      title={areas.members.title}
      links={links}
      signedOutHint="Sign in as a Member on the full site (same host name) to see the member area."
    />
  );
}
