import { Button, PageNotice } from '@nextlevel/design-system';
import { Link } from 'react-router-dom';

/** Any other /internal/* path (SPEC §2). */
export function InternalOnlyPage() {
  return (
    <PageNotice
      title="Internal-only"
      action={
        <Button asChild variant="outline">
          <Link to="/internal/dashboard">Go to the dashboard</Link>
        </Button>
      }
    >
      This page is not available. It may be coming soon to the internal area.
    </PageNotice>
  );
}
