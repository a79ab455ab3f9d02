import type { Endpoint } from '../endpoint';
import { internalActivityEndpoints, memberActivityEndpoints } from './activity';
import { analyticsRecordingEndpoints, analyticsStatsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { coreEndpoints } from './core';
import { internalOptionEndpoints } from './internal-options';
import { internalSettingEndpoints } from './internal-settings';
import { internalSnippetEndpoints } from './internal-snippets';
import { internalUploadEndpoints } from './internal-upload';
import { passkeySettingsEndpoints, passkeySignInEndpoints } from './passkeys';
import { releaseEndpoints } from './releases';
import { sessionEndpoints } from './session';
import { memberSettingsEndpoints } from './settings';
import { memberSnippetEndpoints } from './snippets';

/**
 * Every /api endpoint, by name, from one module per resource (`endpoints/<resource>.ts`). A new
 * endpoint is declared in its resource's module; the bff's binding, the authorization matrix and
 * fuzz test, the client's `callApi` and the fakes' `reply` all take it from here (issue #25 item 2).
 */
export const endpoints = {
  ...coreEndpoints,
  ...analyticsRecordingEndpoints,
  ...analyticsStatsEndpoints,
  ...authEndpoints,
  ...sessionEndpoints,
  ...passkeySignInEndpoints,
  ...passkeySettingsEndpoints,
  ...memberSettingsEndpoints,
  ...memberSnippetEndpoints,
  ...internalSnippetEndpoints,
  ...internalOptionEndpoints,
  ...internalSettingEndpoints,
  ...internalUploadEndpoints,
  ...releaseEndpoints,
  ...memberActivityEndpoints,
  ...internalActivityEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The definitions as a list, for what walks them all (the authorization matrix, the fuzz test). */
export const endpointList: readonly Endpoint[] = Object.values(endpoints);
