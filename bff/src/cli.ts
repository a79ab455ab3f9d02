import { CliError, createUser, createUserUsage, parseCreateUserArgs } from './cli/create-user';
import { importCsv, importUsage, parseImportArgs } from './cli/import-csv';
import { systemClock } from './app-deps';
import { ConfigError, loadConfig } from './config/config';
import { createDatabase, describeDatabase } from './db/knex';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';

const usage = `${createUserUsage}\n${importUsage}`;

/** Each command: its arguments checked before the database is opened, then its work on it. */
const commands: Record<string, (rest: string[]) => (db: ReturnType<typeof createDatabase>, where: string) => Promise<number>> = {
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
};

// `pnpm cli <command> …`. On PGlite, stop the server first: two processes on one PGlite directory lose writes.
const main = async (argv: string[]): Promise<number> => {
  const [command, ...rest] = argv;
  const prepare = command === undefined ? undefined : commands[command];
  if (!prepare) {
    console.error(command ? `Unknown command: ${command}\n${usage}` : usage);
    return 2;
  }
  const run = prepare(rest);
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrate(db);
    await seedDatabase(db);
    return await run(db, describeDatabase(config));
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
