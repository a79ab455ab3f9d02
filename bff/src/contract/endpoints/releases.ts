import type { DeployTokenRole } from '../endpoint';
import { endpoint } from '../endpoint';
import { releaseSignalEndpoints } from './release-signals';
import {
  releasesOverviewSchema,
  releaseAreaParamsSchema,
  releaseAreaStateSchema,
  releaseHistoryQuerySchema,
  releaseHistorySchema,
  releaseMessages,
  releaseRequestSchema,
  releaseSchema,
  rollbackRequestSchema,
} from '../releases';

/** An area's pipeline with its deploy token, or staff (issue #26 item 2). */
const pipelineOrStaff: DeployTokenRole = { deployToken: true, orCategory: 'Internal' };
const m = releaseMessages;
const tokenErrors = [m.tokenInvalid, m.tokenOtherArea] as const;

/** Releases of an area's build (issue #26; docs/decisions/026-releases.md). */
export const releaseEndpoints = {
  ...releaseSignalEndpoints,
  /** Every area's live build and canary, and each build's loads and errors (the Internal Releases screen). */
  releasesOverview: endpoint({ method: 'GET', path: '/api/releases', role: 'Internal', response: releasesOverviewSchema }),
  /**
   * Checks a build and, if it passes, serves it: to everyone (the live build before it is retired),
   * or with `canary` to that share of visitors. 422 `{ error, reasons, release }` names every failed
   * check; the refused release is kept in the history.
   */
  createRelease: endpoint({
    method: 'POST',
    path: '/api/releases',
    role: pipelineOrStaff,
    body: releaseRequestSchema,
    response: releaseSchema,
    status: 201,
    errors: [...tokenErrors, m.refused],
  }),
  /** The area's live build and canary, and its releases newest first (`?limit=`, default 50). */
  releaseHistory: endpoint({
    method: 'GET',
    path: '/api/releases/:area',
    role: pipelineOrStaff,
    params: releaseAreaParamsSchema,
    query: releaseHistoryQuerySchema,
    response: releaseHistorySchema,
    errors: tokenErrors,
  }),
  /** The canary goes live for everyone; the live build before it is retired. 409 without a canary. */
  promoteRelease: endpoint({
    method: 'POST',
    path: '/api/releases/:area/promote',
    role: pipelineOrStaff,
    params: releaseAreaParamsSchema,
    response: releaseAreaStateSchema,
    errors: [...tokenErrors, m.noCanary],
  }),
  /**
   * One step back: a running canary is retired; without one, the live build is, and the build live
   * before it (not one rolled back from) serves again, or the remotes map's own entry if there is
   * none. `{ to }` names the release to serve instead. 422 when that build no longer fits the shell.
   */
  rollbackRelease: endpoint({
    method: 'POST',
    path: '/api/releases/:area/rollback',
    role: pipelineOrStaff,
    params: releaseAreaParamsSchema,
    body: rollbackRequestSchema,
    response: releaseAreaStateSchema,
    errors: [...tokenErrors, m.nothingToRollBack, m.unknownRelease, m.notReleasable, m.alreadyLive, m.rollbackRefused],
  }),
};
