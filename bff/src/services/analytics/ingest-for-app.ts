import type { AppDeps } from '../../app-deps';
import { writeIngestBatch } from './sql/ingest-batch';
import { createIngestBuffer, type AnalyticsIngest } from './ingest-buffer';

/** The ingestion buffer for this app's database and ANALYTICS_* settings, ticking (server.ts stops it on SIGTERM). */
export const createAnalyticsIngest = ({ db, logger, config }: Pick<AppDeps, 'db' | 'logger' | 'config'>): AnalyticsIngest => {
  const ingest = createIngestBuffer({ write: (rows) => writeIngestBatch(db, rows), logger, ...config.analyticsIngest });
  ingest.start();
  return ingest;
};

const made = new WeakMap<AppDeps, AnalyticsIngest>();

/**
 * The app's one ingestion buffer: the server's (`deps.analyticsIngest`, flushed on shutdown), or
 * one made for these deps on first use (tests, benches that build the app themselves).
 */
export const analyticsIngestFor = (deps: AppDeps): AnalyticsIngest => {
  if (deps.analyticsIngest) return deps.analyticsIngest;
  let ingest = made.get(deps);
  if (!ingest) {
    ingest = createAnalyticsIngest(deps);
    made.set(deps, ingest);
  }
  return ingest;
};
