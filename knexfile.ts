import { loadConfig } from './bff/src/config/config';
import { knexConfig } from './bff/src/db/knex';
import { migrationConfig } from './bff/src/db/migrate';

// `pnpm migrate`: the database the server would open, and the migrations it runs on start.
// On PGlite, stop the server first: two processes on one PGlite directory lose writes.
export default { ...knexConfig(loadConfig()), migrations: migrationConfig };
