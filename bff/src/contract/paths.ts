/** The /api routes of product §7. Both sides build URLs from these. */
export const api = {
  analyticsSession: '/api/analytics/session',
  analyticsSessionEnd: (id: string) => `/api/analytics/session/${encodeURIComponent(id)}/end`,
  analyticsPageView: '/api/analytics/pageview',
  analyticsEvent: '/api/analytics/event',
  analyticsPageViews: '/api/analytics/pageviews',
  analyticsTopPages: '/api/analytics/top-pages',
  analyticsEvents: '/api/analytics/events',
  analyticsSessions: '/api/analytics/sessions',
  analyticsActive: '/api/analytics/active',
  analyticsBuilds: '/api/analytics/builds',
  internalSnippets: '/api/internal/snippets',
  internalSnippet: (id: string) => `/api/internal/snippets/${encodeURIComponent(id)}`,
  internalAuthors: '/api/internal/authors',
  internalCategories: '/api/internal/categories',
  internalAuthor: (id: string) => `/api/internal/authors/${encodeURIComponent(id)}`,
  internalCategory: (id: string) => `/api/internal/categories/${encodeURIComponent(id)}`,
  internalAuthorOptions: '/api/internal/author-options',
  internalCategoryOptions: '/api/internal/category-options',
  defaultPrompt: '/api/internal/settings/default_snippet_prompt',
  generateExplanation: '/api/internal/snippets/generate-explanation',
  aiStatus: '/api/internal/ai-status',
  createSnippet: '/api/internal/snippets/create',
  updateSnippet: (id: string) => `/api/internal/snippets/${encodeURIComponent(id)}/update`,
  uploadData: '/api/internal/upload-data',
} as const;

/**
 * The router's pattern of a path that takes an id, e.g. `pathPattern(api.snippetView)` is
 * `/api/snippets/:id/view`: the bff mounts, and the route list names, the same path the client builds.
 */
export const pathPattern = (build: (id: string) => string): string => build('\u0000').replace('%00', ':id');

/** Header the shell's API client sends on every request; the bff's CSRF guard requires it on mutations. */
export const CSRF_HEADER = 'X-CSRF';

/**
 * A readable (not httpOnly) cookie the bff keeps while the session has a user. It carries no
 * secret: it only tells the shell whether GET /api/user is worth asking, so anonymous visitors
 * make no request that is bound to answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'nl.signed_in';
