import { CliError, createUser, createUserUsage, parseCreateUserArgs } from './cli/create-user';
import { ConfigError, loadConfig } from './config/config';
import { createDatabase, describeDatabase } from './db/knex';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';

// `pnpm cli <command> …`. On PGlite, stop the server first: two processes on one PGlite directory lose writes.
const main = async (argv: string[]): Promise<number> => {
  const [command, ...rest] = argv;
  if (command !== 'create-user') {
    console.error(command ? `Unknown command: ${command}\n${createUserUsage}` : createUserUsage);
    return 2;
  }
  const args = parseCreateUserArgs(rest);
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrate(db);
    await seedDatabase(db);
    const user = await createUser(db, args);
    console.log(
      `Created ${args.category} user ${args.email} (id ${user.id}, country ${user.country}, verified) in ${describeDatabase(config)}`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
    else console.error('create-user failed:', err);
    process.exit(1);
  },
);
