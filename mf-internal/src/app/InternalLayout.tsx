import { AppLayout, IconArrowLeft, IconChart, IconDashboard, IconDatabase, IconFileText, IconSettings, SidebarLink } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { SignedOut } from './SignedOut';

const links = [
  { to: '/internal/dashboard', label: 'Dashboard', icon: <IconDashboard /> },
  { to: '/internal/database', label: 'Database', icon: <IconDatabase /> },
  { to: '/internal/snippets', label: 'Snippets', icon: <IconFileText /> },
  { to: '/internal/analytics', label: 'Analytics', icon: <IconChart /> },
  { to: '/internal/settings', label: 'Settings', icon: <IconSettings /> },
];

/** The internal area frame (SPEC §2 "Internal area"): sidebar, user block, Sign Out. */
export function InternalLayout() {
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
      title="Internal Management"
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
