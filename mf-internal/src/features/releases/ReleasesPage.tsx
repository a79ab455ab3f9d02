import { messages } from '@nextlevel/bff/contract';
import { EmptyState, IconRocket, LoadError, Loading, OfflineNotice, Page, PageHeader } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useReleasesOverview } from './api/get-releases-overview';
import { AreaReleases } from './components/AreaReleases';
import styles from './ReleasesPage.module.css';

/**
 * /internal/releases (issue #26 item 8): each area's live build and canary with its share, the
 * loads and error rate of each build, Promote and Roll back behind a confirmation, and each
 * area's history with who and when.
 */
export default function ReleasesPage() {
  const overview = useReleasesOverview();
  let body;
  if (overview.isPending) body = <Loading text="Loading releases..." />;
  else if (overview.isError)
    body = (
      <LoadError title={messages.errors.releases} onRetry={() => void overview.refetch()} retrying={overview.isFetching}>
        {errorMessage(overview.error, messages.errors.generic)}
      </LoadError>
    );
  else {
    const nothingServing = overview.data.areas.every((a) => !a.live && !a.canary);
    body = (
      <div className={styles.areas}>
        {nothingServing ? (
          <EmptyState
            title="No releases are serving"
            description="Every area is served from the remotes map until a pipeline releases a build (POST /api/releases) or someone runs pnpm cli release."
            icon={<IconRocket size={28} />}
          />
        ) : null}
        {overview.data.areas.map((area) => (
          <AreaReleases key={area.area} overview={area} />
        ))}
      </div>
    );
  }
  return (
    <Page>
      <PageHeader title="Releases" description="Which build of each area is served, its canary, and how each build is doing." />
      <OfflineNotice>{messages.errors.offline}</OfflineNotice>
      {body}
    </Page>
  );
}
