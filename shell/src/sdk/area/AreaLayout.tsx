import { AppLayout, IconArrowLeft, Loading, SidebarLink } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';

export interface AreaLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
}

export interface AreaLayoutProps {
  /** The sidebar's heading, e.g. "Member Portal". */
  title: string;
  links: readonly AreaLink[];
  /** Shown instead of the area to a signed-out visitor. */
  signedOutHint: string;
  /** The link above the others; by default Back to Site, to /. */
  back?: { to: string; label: string };
}

/** A signed-in area's frame (product §2): sidebar with its links, user block, Sign Out; the page in the outlet. */
export function AreaLayout({ title, links, signedOutHint, back = { to: '/', label: 'Back to Site' } }: AreaLayoutProps) {
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  // The shell's guard keeps signed-out visitors away; this covers a remote's standalone dev page.
  if (!user)
    return status === 'ready' || status === 'failed' ? <p style={{ padding: 'var(--nl-space-8)' }}>{signedOutHint}</p> : <Loading />;
  const signOut = async () => {
    // product §2: Sign Out first navigates to /, then ends the session.
    await navigate('/');
    await logout();
  };
  return (
    <AppLayout
      title={title}
      user={user}
      onSignOut={signOut}
      backLink={
        <SidebarLink asChild icon={<IconArrowLeft />}>
          <Link to={back.to}>{back.label}</Link>
        </SidebarLink>
      }
      nav={links.map(({ to, label, icon, end }) => (
        <SidebarLink key={to} asChild icon={icon}>
          <NavLink to={to} end={end}>
            {label}
          </NavLink>
        </SidebarLink>
      ))}
    >
      <Outlet />
    </AppLayout>
  );
}
