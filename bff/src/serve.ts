import type { Server } from 'node:http';
import { createApp } from './app';
import { systemClock } from './app-deps';
import type { Config } from './config/config';
import { ensureDemoAccounts } from './db/demo-accounts';
import { describeDatabase, startDatabase } from './db/knex';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createLogger } from './logger';
import { createExplainer } from './services/ai/explainer';
import { createAnalyticsIngest } from './services/analytics/ingest-for-app';
import { explainerOptionsFrom } from './services/ai/from-config';
import { createOutbox } from './services/mail/outbox';
import { createOutboxFilesPruner } from './services/mail/outbox-files-pruner';
import { createMailTransport } from './services/mail/transport';
import { createAnalyticsRollupWorker } from './services/analytics/rollup-worker';
import { createRateLimitPruner } from './services/auth/rate-limit-pruner';
import { createActivityPruner } from './services/activity/pruner';
import { createCanaryGuardFor, createLiveReleasesFor, createReleaseSignalsFor } from './services/releases/for-app';
import { createSessionCleanup } from './sessions/cleanup';
import { closeGracefully } from './shutdown';
import { repoStaticDirs } from './static/dirs';

/** A checked configuration → knex → migrate → seed → createApp → listen; SIGTERM/SIGINT drain and close everything. */
export const serve = async (config: Config): Promise<Server> => {
  const logger = createLogger(config);
  const clock = systemClock;
  const db = await startDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const seeded = await seedDatabase(db);
  if (seeded.countries || seeded.snippets) logger.info(seeded, 'empty database seeded');
  if (!config.isProduction) {
    for (const a of await ensureDemoAccounts(db, config.dataDir)) {
      logger.info({ email: a.email, category: a.category }, `Demo ${a.category} account: ${a.email} / ${a.password}`);
    }
  }

  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    logger,
    clock,
    logLinks: !config.isProduction,
  });
  const outbox = createOutbox({ db, transport, logger, clock });
  outbox.start();
  const outboxFiles = createOutboxFilesPruner({ dataDir: config.dataDir, clock, logger });
  outboxFiles.start();
  const rateLimitPruner = createRateLimitPruner({ db, clock, logger, keepMs: Math.max(24 * 60 * 60 * 1000, config.rateLimits.windowMs) });
  rateLimitPruner.start();
  const sessionCleanup = createSessionCleanup({ db, clock, logger, lifetime: config.sessionLifetime });
  sessionCleanup.start();
  const analyticsRollup = createAnalyticsRollupWorker({ db, clock, logger });
  analyticsRollup.start();
  const activityPruner = createActivityPruner({ db, clock, logger, retentionMs: config.activityRetentionMs });
  activityPruner.start();

  const explainer = createExplainer(explainerOptionsFrom(config, logger));
  // Page views and events answered 2xx wait here for at most ANALYTICS_FLUSH_MS; SIGTERM writes them out.
  const analyticsIngest = createAnalyticsIngest({ db, logger, config });

  const dirs = repoStaticDirs();
  // The serving releases are read before the first page is served, then polled (decision 026).
  const liveReleases = createLiveReleasesFor({ db, logger, config, static: dirs });
  await liveReleases.ready;
  liveReleases.start();
  // The shell's release signals, written every second; the canary guard judges the canaries with them (decision 028).
  const releaseSignals = createReleaseSignalsFor({ db, logger });
  releaseSignals.start();
  const deps = { config, db, logger, clock, outbox, explainer, analyticsIngest, liveReleases, releaseSignals, static: dirs };
  const canaryGuard = createCanaryGuardFor(deps, releaseSignals, liveReleases);
  canaryGuard.start();

  const app = createApp({ ...deps, canaryGuard });
  const server = app.listen(config.port);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const port = (server.address() as { port: number }).port;
  logger.info(
    { url: config.publicUrl, port, database: describeDatabase(config), mail: transport.description },
    `NextLevel listening on ${config.publicUrl} (port ${port})`,
  );
  logger.info(`Database: ${describeDatabase(config)}`);
  logger.info(`Mail: ${transport.description}`);
  if (config.publicUrl.startsWith('https:') && config.trustedProxies === 0) {
    logger.warn(
      'TRUSTED_PROXIES=0: X-Forwarded-For is ignored; if a proxy terminates TLS in front, set TRUSTED_PROXIES=1 or every client shares its address and rate limits',
    );
  }
  logger.info(
    `AI explanations: ${explainer.configured ? `${config.openai.model} at ${config.openai.baseUrl ?? 'api.openai.com'}` : 'not configured (set OPENAI_API_KEY or OPENAI_BASE_URL)'}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await closeGracefully({
      server,
      db,
      // First the analytics buffer: every page view and event answered before the server closed is in it.
      background: [
        () => analyticsIngest.stop(),
        () => releaseSignals.stop(),
        () => canaryGuard.stop(),
        () => liveReleases.stop(),
        () => outbox.stop(),
        () => outboxFiles.stop(),
        () => rateLimitPruner.stop(),
        () => sessionCleanup.stop(),
        () => analyticsRollup.stop(),
        () => activityPruner.stop(),
        () => transport.close(),
      ],
    });
    logger.info('stopped');
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return server;
};
