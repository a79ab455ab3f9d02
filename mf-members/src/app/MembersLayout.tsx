import { AppLayout, IconApps, IconArrowLeft, IconDashboard, IconSettings, SidebarLink } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { SignedOut } from './SignedOut';

const links = [
  { to: '/members/dashboard', label: 'Dashboard', icon: <IconDashboard /> },
  { to: '/members/apps', label: 'Apps', icon: <IconApps /> },
  { to: '/members/settings', label: 'Settings', icon: <IconSettings /> },
];

/** The member area frame (SPEC §2 "Member area"): sidebar, user block, Sign Out. */
export function MembersLayout() {
  const user = useAuth((s) => s.user);
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  // The shell's guard keeps signed-out visitors away; this covers the standalone dev page.
  if (!user) return <SignedOut />;
  const signOut = async () => {
    // SPEC §2: Sign Out first navigates to /.
    await navigate('/');
    await logout();
  };
  return (
    <AppLayout
      title="Member Portal"
      user={user}
      onSignOut={signOut}
      backLink={
        <SidebarLink asChild icon={<IconArrowLeft />}>
          <Link to="/">Back to Site</Link>
        </SidebarLink>
      }
      nav={links.map(({ to, label, icon }) => (
        <SidebarLink key={to} asChild icon={icon}>
          <NavLink to={to}>{label}</NavLink>
        </SidebarLink>
      ))}
    >
      <Outlet />
    </AppLayout>
  );
}
