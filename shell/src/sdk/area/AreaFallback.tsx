import { Button, PageNotice } from '@nextlevel/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AreaFallbackProps {
  title: string;
  children: ReactNode;
  /** The area's dashboard, offered as the way on. */
  dashboard: { to: string; label: string };
}

/** Any path of a signed-in area that has no page (SPEC §2), with a way back to the dashboard. */
export function AreaFallback({ title, children, dashboard }: AreaFallbackProps) {
  return (
    <PageNotice
      title={title}
      action={
        <Button asChild variant="outline">
          <Link to={dashboard.to}>{dashboard.label}</Link>
        </Button>
      }
    >
      {children}
    </PageNotice>
  );
}
