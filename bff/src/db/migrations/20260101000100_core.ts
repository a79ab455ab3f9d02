import type { Knex } from 'knex';

/** The content entities of product §3: countries, categories, authors, snippets, users, favourites, views, settings. */
export async function up(knex: Knex): Promise<void> {
  const id = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
  const now = knex.fn.now();

  await knex.schema.createTable('countries', (t) => {
    id(t);
    t.text('country').notNullable().unique();
  });
  await knex.schema.createTable('categories', (t) => {
    id(t);
    t.text('category').notNullable();
  });
  await knex.schema.createTable('authors', (t) => {
    id(t);
    t.text('name').notNullable();
  });
  await knex.schema.createTable('snippets', (t) => {
    id(t);
    t.text('text').notNullable();
    t.uuid('author').notNullable().references('authors.id').onDelete('RESTRICT').index();
    t.uuid('category').notNullable().references('categories.id').onDelete('RESTRICT').index();
    t.text('detailed_explanation');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(now);
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(now);
  });
  await knex.schema.createTable('users', (t) => {
    id(t);
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('password').notNullable();
    t.uuid('country_id').notNullable().references('countries.id').onDelete('RESTRICT').index();
    t.text('category').notNullable();
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.text('verification_token_hash').unique();
    t.timestamp('verification_token_expires', { useTz: true });
    t.text('password_reset_token_hash').unique();
    t.timestamp('password_reset_token_expires', { useTz: true });
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(now);
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(now);
  });
  // E-mail is unique regardless of case (product §3); lookups use lower(email) and hit this index.
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await knex.schema.createTable('snippets_favourites', (t) => {
    id(t);
    t.uuid('snippet_id').notNullable().references('snippets.id').onDelete('CASCADE').index();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(now);
    // One favourite per user and snippet; the (user_id, …) prefix also serves "my favourites".
    t.unique(['user_id', 'snippet_id']);
  });
  await knex.schema.createTable('snippets_views', (t) => {
    id(t);
    t.uuid('user_id').references('users.id').onDelete('SET NULL').index();
    t.uuid('snippet_id').notNullable().references('snippets.id').onDelete('CASCADE').index();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(now);
  });
  await knex.schema.createTable('settings', (t) => {
    t.text('key').primary();
    t.text('value').notNullable();
    t.text('description');
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(now);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['settings', 'snippets_views', 'snippets_favourites', 'users', 'snippets', 'authors', 'categories', 'countries']) {
    await knex.schema.dropTableIfExists(table);
  }
}
