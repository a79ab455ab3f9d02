/**
 * @nextlevel/bff/contract — the shapes of every /api payload and the message catalogue.
 * Pure schemas: no server code, safe to import from any front-end.
 */
export * from './activity';
export * from './analytics';
export * from './analytics-stats';
export * from './areas';
export * from './auth';
export * from './constants';
export * from './countries';
export * from './csv-records';
export * from './endpoint';
export * from './endpoints/activity';
export * from './endpoints/analytics';
export * from './endpoints/auth';
export * from './endpoints/core';
export * from './endpoints/index';
export * from './endpoints/internal-options';
export * from './endpoints/internal-settings';
export * from './endpoints/internal-snippets';
export * from './endpoints/internal-upload';
export * from './endpoints/release-signals';
export * from './endpoints/passkeys';
export * from './endpoints/mfa';
export * from './endpoints/releases';
export * from './endpoints/session';
export * from './endpoints/settings';
export * from './endpoints/snippets';
export * from './errors';
export * from './member-snippets';
export * from './message-response';
export * from './messages/index';
export * from './mfa';
export * from './options';
export * from './page-paths';
export * from './passkeys';
export * from './paths';
export * from './prerendered-pages';
export * from './releases';
export * from './remotes';
export * from './routes';
export * from './shared-versions';
export * from './snippets';
export * from './upload';
export * from './user';
export { firstIssues } from './validate';
