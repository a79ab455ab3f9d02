import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { releaseAreaParamsSchema } from '../contract/releases';
import { deployTokenStore } from '../services/releases/deploy-tokens';
import { CliError } from './create-user';
import { cliActor } from './releases';

export const deployTokenUsage = 'Usage: pnpm cli deploy-token create <area> | list | revoke <area>';

type Out = (line: string) => void;

const areaOf = (value: string | undefined) => {
  const parsed = v.safeParse(releaseAreaParamsSchema, { area: value });
  if (!parsed.success) throw new CliError(`${parsed.issues[0].message}\n${deployTokenUsage}`);
  return parsed.output.area;
};

/**
 * `deploy-token create <area>` (prints the token alone on its last line, once: only its hash is
 * kept; the area's previous token is revoked), `list`, `revoke <area>` (issue #26 item 2).
 */
export const deployTokenCommand = (argv: string[]): ((deps: Pick<AppDeps, 'db' | 'clock'>, out?: Out) => Promise<number>) => {
  const [action, area, ...extra] = argv;
  if (extra.length > 0) throw new CliError(deployTokenUsage);
  if (action === 'list' && area === undefined)
    return async ({ db, clock }, out = console.log) => {
      const tokens = await deployTokenStore(db, clock).list();
      if (tokens.length === 0) out('No deploy tokens.');
      for (const t of tokens)
        out(
          `${t.area.padEnd(10)} ${t.id}  created ${new Date(t.created_at).toISOString()} by ${t.created_by}  ${t.revoked_at ? `revoked ${new Date(t.revoked_at).toISOString()}` : 'active'}`,
        );
      return 0;
    };
  if (action === 'create') {
    const key = areaOf(area);
    return async ({ db, clock }, out = console.log) => {
      const created = await deployTokenStore(db, clock).create(key, `${cliActor().kind} ${cliActor().name}`);
      out(`Deploy token ${created.id} for ${key}${created.replaced ? '; its previous token is revoked' : ''}.`);
      out('Keep it secret (a CI secret): it is shown this once, only its hash is stored. Send it as Authorization: Bearer <token>.');
      out(created.token);
      return 0;
    };
  }
  if (action === 'revoke') {
    const key = areaOf(area);
    return async ({ db, clock }, out = console.log) => {
      const revoked = await deployTokenStore(db, clock).revoke(key);
      if (revoked === 0) throw new CliError(`${key} has no deploy token to revoke`);
      out(`Revoked the deploy token of ${key}: its pipeline is refused (401) from now on.`);
      return 0;
    };
  }
  throw new CliError(deployTokenUsage);
};
