import { migrationConfig } from './bff/src/db/migrate';
import { createDatabase } from './bff/src/db/knex';
import { loadConfig } from './bff/src/config/config';

// `pnpm migrate` — the same database the server would open, and the same migrations it runs on start.
const config = loadConfig();
const db = createDatabase(config);

export default { ...db.client.config, migrations: migrationConfig };
