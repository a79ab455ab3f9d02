import type { Knex } from 'knex';

interface Connection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount?: number | null }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null; affectedRows?: number }>;
}

/** A statement for `runPrepared`: `$1…$n` placeholders, a name unique in the process. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs one statement on a connection of knex's pool, skipping knex's query runner (raw-binding
 * rewrite, query events, response processing): for the measured hot paths only, where that
 * machinery cost more than the query (issue #11, docs/decisions/009) — the session read
 * (sessions/sql.ts) and the Members' snippets (services/snippets/sql.ts). Lint allows it only
 * in the named SQL places (docs/decisions/025). On PostgreSQL it is a
 * named statement, parsed and planned once per connection; PGlite runs it as a plain statement.
 * Errors are the driver's own, so `isDatabaseUnavailable` sees them as it does through knex.
 */
export const runPrepared = async <Row>(
  db: Knex,
  statement: PreparedStatement,
  values: unknown[],
): Promise<{ rows: Row[]; rowCount: number }> => {
  const client = db.client as Knex.Client;
  const connection = (await client.acquireConnection()) as Connection;
  try {
    const result =
      client.config.client === 'pg'
        ? await connection.query({ name: statement.name, text: statement.text, values })
        : await connection.query(statement.text, values);
    const affected = (result as { affectedRows?: number }).affectedRows;
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? affected ?? 0 };
  } finally {
    await client.releaseConnection(connection);
  }
};
