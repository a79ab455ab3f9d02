import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import type { RemoteArea } from '../../contract/areas';
import type { PresentedToken } from '../../middleware/deploy-token';
import { DeployToken } from '../../models/deploy-token';

/** What a deploy token starts with, so a leaked one is recognised (by people and secret scanners). */
export const DEPLOY_TOKEN_PREFIX = 'nl_deploy_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Deploy tokens (issue #26 item 2): one per area, 256 random bits, stored only as their SHA-256 (a
 * token is shown once, when made). Looked up by that hash: no secret is compared in the process,
 * and a guess costs one indexed read.
 */
export const deployTokenStore = (db: Knex, clock: Clock) => ({
  /** A new token for the area; the area's previous one, if any, is revoked in the same transaction. */
  create: (area: RemoteArea, createdBy: string) =>
    db.transaction(async (trx) => {
      const token = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const replaced = await DeployToken.query(trx).where({ area }).whereNull('revoked_at').patch({ revoked_at: clock.now() });
      const row = await DeployToken.query(trx).insertAndFetch({ area, token_hash: hashOf(token), created_by: createdBy });
      return { token, id: row.id, replaced: replaced > 0 };
    }),

  /** Every token, revoked ones too, by area, newest first. */
  list: () =>
    DeployToken.query(db).select('id', 'area', 'created_at', 'created_by', 'revoked_at').orderBy('area').orderBy('created_at', 'desc'),

  /** Revokes the area's token; how many were (0 or 1). */
  revoke: (area: RemoteArea) => DeployToken.query(db).where({ area }).whereNull('revoked_at').patch({ revoked_at: clock.now() }),

  /** The token a request presented, if it is known and not revoked. */
  lookUp: async (token: string): Promise<PresentedToken | null> => {
    if (!token.startsWith(DEPLOY_TOKEN_PREFIX)) return null;
    const row = await DeployToken.query(db)
      .select('id', 'area')
      .where({ token_hash: hashOf(token) })
      .whereNull('revoked_at')
      .first();
    return row ? { id: row.id, area: row.area } : null;
  },
});
