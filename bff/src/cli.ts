import { CliError, createUser, createUserUsage, parseCreateUserArgs } from './cli/create-user';
import { deployTokenCommand, deployTokenUsage } from './cli/deploy-token';
import { importCsv, importUsage, parseImportArgs } from './cli/import-csv';
import { releaseCommands, releasesUsage } from './cli/releases';
import { systemClock } from './app-deps';
import { ConfigError, loadConfig, type Config } from './config/config';
import { describeDatabase, startDatabase } from './db/knex';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';
import { repoStaticDirs } from './static/dirs';
import type { Knex } from 'knex';

const usage = `${createUserUsage}\n${importUsage}\n${releasesUsage}\n${deployTokenUsage}`;

/** Each command: its arguments checked before the database is opened, then its work on it. */
type Command = (rest: string[]) => (db: Knex, where: string, config: Config) => Promise<number>;

/** The release commands (issue #26) run on this host's builds (its own are read from disk) and configuration. */
const releaseCommand =
  (name: string): Command =>
  (rest) => {
    const run = releaseCommands[name]!(rest);
    return (db, _where, config) => run({ db, clock: systemClock, config, static: repoStaticDirs() });
  };

const commands: Record<string, Command> = {
  'create-user': (rest) => {
    const args = parseCreateUserArgs(rest);
    return async (db, where) => {
      const user = await createUser(db, args);
      console.log(`Created ${args.category} user ${args.email} (id ${user.id}, country ${user.country}, verified) in ${where}`);
      return 0;
    };
  },
  import: (rest) => {
    const args = parseImportArgs(rest);
    return (db) => importCsv({ db, clock: systemClock }, args);
  },
  ...Object.fromEntries(Object.keys(releaseCommands).map((name) => [name, releaseCommand(name)])),
  'deploy-token': (rest) => {
    const run = deployTokenCommand(rest);
    return (db) => run({ db, clock: systemClock });
  },
};

// `pnpm cli <command> …`. On PGlite, stop the server first: two processes on one PGlite directory lose writes
// (and a running server would not see a release made here until it restarts).
const main = async (argv: string[]): Promise<number> => {
  const [command, ...rest] = argv;
  const prepare = command === undefined ? undefined : commands[command];
  if (!prepare) {
    console.error(command ? `Unknown command: ${command}\n${usage}` : usage);
    return 2;
  }
  const run = prepare(rest);
  const config = loadConfig();
  const db = await startDatabase(config);
  try {
    await migrate(db);
    await seedDatabase(db);
    return await run(db, describeDatabase(config), config);
  } finally {
    await db.destroy();
  }
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
    else console.error(`${process.argv[2]} failed:`, err);
    process.exit(1);
  },
);
