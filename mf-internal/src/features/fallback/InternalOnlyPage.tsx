import { AreaFallback } from '@nextlevel/shell/area';

/** Any other /internal/* path (product §2). */
export function InternalOnlyPage() {
  return (
    <AreaFallback title="Internal-only" dashboard={{ to: '/internal/dashboard', label: 'Go to the dashboard' }}>
      This page is not available. It may be coming soon to the internal area.
    </AreaFallback>
  );
}
