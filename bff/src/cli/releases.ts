import os from 'node:os';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import type { RemoteArea } from '../contract/areas';
import { SHELL_SHARED_VERSIONS_FILE } from '../contract/shared-versions';
import {
  releaseAreaParamsSchema,
  releaseRequestSchema,
  rollbackRequestSchema,
  type Release,
  type ReleaseActor,
  type ReleaseAreaState,
} from '../contract/releases';
import { HttpError } from '../http/errors';
import { Release as ReleaseRow } from '../models/release';
import { shellConflicts } from '../services/releases/checks';
import { releaseServiceFor } from '../services/releases/for-app';
import { shellVersionsFrom } from '../services/releases/shell-versions';
import { CliError } from './create-user';

export const releasesUsage = [
  'Usage: pnpm cli release <area> <manifest-url> [--canary <percent>]',
  '       pnpm cli releases <area>',
  '       pnpm cli promote <area>',
  '       pnpm cli rollback <area> [--to <release id>]',
  `       pnpm cli check-shell [<folder with the shell's ${SHELL_SHARED_VERSIONS_FILE}>]`,
].join('\n');

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'static'>;
type Out = (line: string) => void;

/** A person at the host's CLI, by their login name. */
export const cliActor = (): ReleaseActor => {
  let name = process.env.USER ?? 'unknown';
  try {
    name = os.userInfo().username;
  } catch {
    // No passwd entry (a container's arbitrary uid): the environment's name stands.
  }
  return { kind: 'cli', name };
};

const parsed = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new CliError(`${result.issues[0].message}\n${releasesUsage}`);
  return result.output;
};

const args = (argv: string[], options: Record<string, { type: 'string' }> = {}) => {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${releasesUsage}`);
  }
};

const areaArg = (positionals: string[], count = 1): RemoteArea => {
  if (positionals.length !== count) throw new CliError(releasesUsage);
  return parsed(releaseAreaParamsSchema, { area: positionals[0] }).area;
};

/** One release on a line (and its reasons or retirement under it), as `releases` lists them. */
export const describeRelease = (r: Release): string[] => {
  const state = r.state === 'canary' && r.canary ? `canary ${r.canary.share}%` : r.state;
  const lines = [
    `${r.id}  ${state.padEnd(11)}  build ${r.build_version ?? '(unknown)'}  released ${r.released_at} by ${r.released_by.kind} ${r.released_by.name}`,
    `    ${r.manifest}`,
  ];
  for (const reason of r.reasons) lines.push(`    refused: ${reason}`);
  if (r.retired)
    lines.push(`    retired ${r.retired.at} by ${r.retired.by.kind} ${r.retired.by.name}: ${r.retired.reason ?? r.retired.kind}`);
  return lines;
};

const describeState = (state: ReleaseAreaState): string => {
  const live = state.live
    ? `release ${state.live.id} (build ${state.live.build_version ?? 'unknown'}) is live`
    : 'no release is live (the remotes map serves its own entry)';
  const canary = state.canary ? `; release ${state.canary.id} is a canary to ${state.canary.canary?.share}%` : '';
  return `${state.area}: ${live}${canary}`;
};

const orCliError = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) throw new CliError(err.message);
    throw err;
  }
};

/** The release commands: each parses its arguments first, then runs on the database. */
export const releaseCommands: Record<string, (argv: string[]) => (deps: Deps, out?: Out) => Promise<number>> = {
  release: (argv) => {
    const { positionals, values } = args(argv, { canary: { type: 'string' } });
    if (positionals.length !== 2) throw new CliError(releasesUsage);
    const canary = values.canary === undefined ? undefined : /^\d+$/.test(values.canary) ? Number(values.canary) : Number.NaN;
    const order = parsed(releaseRequestSchema, { area: positionals[0], manifest: positionals[1], ...(canary !== undefined && { canary }) });
    return async (deps, out = console.log) => {
      out(`Checking ${order.manifest} for ${order.area}…`);
      const outcome = await releaseServiceFor(deps).release({ ...order, actor: cliActor() });
      if ('refused' in outcome) {
        out(`Refused (release ${outcome.refused.id}):`);
        for (const reason of outcome.refused.reasons) out(`  - ${reason}`);
        return 1;
      }
      const r = outcome.release;
      out(
        `Released ${r.area} build ${r.build_version} as release ${r.id}: ${r.state === 'canary' ? `a canary to ${r.canary?.share}% of visitors` : 'live for everyone'}`,
      );
      return 0;
    };
  },
  releases: (argv) => {
    const area = areaArg(args(argv).positionals);
    return async (deps, out = console.log) => {
      const history = await releaseServiceFor(deps).history(area, 50);
      out(describeState(history));
      if (history.releases.length === 0) out('No releases yet.');
      for (const r of history.releases) for (const line of describeRelease(r)) out(line);
      return 0;
    };
  },
  promote: (argv) => {
    const area = areaArg(args(argv).positionals);
    return async (deps, out = console.log) => {
      out(describeState(await orCliError(() => releaseServiceFor(deps).promote(area, cliActor()))));
      return 0;
    };
  },
  rollback: (argv) => {
    const { positionals, values } = args(argv, { to: { type: 'string' } });
    const area = areaArg(positionals);
    const { to } = parsed(rollbackRequestSchema, { to: values.to });
    return async (deps, out = console.log) => {
      const outcome = await orCliError(() => releaseServiceFor(deps).rollback(area, to, cliActor()));
      if ('reasons' in outcome) {
        out('Refused:');
        for (const reason of outcome.reasons) out(`  - ${reason}`);
        return 1;
      }
      out(describeState(outcome.state));
      return 0;
    };
  },
  /**
   * The shell released against every serving release (issue #26 item 3): run before deploying a bff
   * with a new shell build; exits 1 naming each area build the new shell would break.
   */
  'check-shell': (argv) => {
    const { positionals } = args(argv);
    if (positionals.length > 1) throw new CliError(releasesUsage);
    return async (deps, out = console.log) => {
      const dirs = positionals[0] ? { shell: positionals[0], remotes: {} } : deps.static;
      const versions = shellVersionsFrom(dirs);
      const serving = await ReleaseRow.query(deps.db).whereIn('state', ['live', 'canary']).orderBy('area');
      const conflicts: string[] = [];
      for (const row of serving)
        conflicts.push(
          ...(await shellConflicts(row.area as RemoteArea, row.shared, versions)).map(
            (c) => `${row.area} (${row.state} release ${row.id}): ${c}`,
          ),
        );
      if (conflicts.length === 0) {
        out(`The shell fits every serving release (${serving.length}).`);
        return 0;
      }
      for (const conflict of conflicts) out(conflict);
      return 1;
    };
  },
};
