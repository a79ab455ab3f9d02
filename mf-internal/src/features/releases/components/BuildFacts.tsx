import type { Release } from '@nextlevel/bff/contract';
import styles from '../ReleasesPage.module.css';
import { actorText, buildName, formatMoment } from '../release-texts';

/** The area's live build or its canary: build, share, manifest, who released it and when (under a heading, not a landmark: every area has one). */
export function BuildFacts({ heading, release }: { heading: string; release: Release }) {
  return (
    <div className={release.state === 'canary' ? `${styles.build} ${styles.canary}` : styles.build}>
      <h3 className={styles.subheading}>{heading}</h3>
      <dl className={styles.facts}>
        <dt>Build</dt>
        <dd className={styles.mono}>{buildName(release)}</dd>
        {release.state === 'canary' && release.canary ? (
          <>
            <dt>Share</dt>
            <dd>{release.canary.share}% of visitors</dd>
          </>
        ) : null}
        <dt>Manifest</dt>
        <dd className={styles.mono}>{release.manifest}</dd>
        <dt>Released by</dt>
        <dd>{actorText(release.released_by)}</dd>
        <dt>Released</dt>
        <dd>{formatMoment(release.released_at)}</dd>
        {release.live_at && release.live_at !== release.released_at ? (
          <>
            <dt>Live since</dt>
            <dd>{formatMoment(release.live_at)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
