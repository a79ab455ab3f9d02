import { areaForPath } from './remotes';

/**
 * The pages of each area (SPEC §2), as its router declares them: each remote builds its routes
 * from its list (`areaRoute`), and the bff answers every other path with 404 (issue #24.11).
 * `:name` stands for one path segment.
 */
export const publicPages = {
  landing: '/',
  login: '/login',
  signUp: '/sign-up',
  verificationPending: '/verification-pending',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

export const memberPages = {
  dashboard: '/members/dashboard',
  apps: '/members/apps',
  snippets: '/members/apps/snippets',
  favorites: '/members/apps/snippets/favorites',
  settings: '/members/settings',
} as const;

export const internalPages = {
  dashboard: '/internal/dashboard',
  database: '/internal/database',
  snippets: '/internal/snippets',
  newSnippet: '/internal/snippets/new',
  editSnippet: '/internal/snippets/:snippetId/edit',
  analytics: '/internal/analytics',
  settings: '/internal/settings',
} as const;

/** A page's path in its area's router, which the shell mounts at `/`, `/members/*` or `/internal/*`: `/members/apps` → `apps`. */
export const areaRoute = (page: string): string => {
  const area = areaForPath(page);
  return page.slice(area === 'public' ? 1 : area.length + 2);
};

const segments = (path: string): string[] => path.replace(/\/+$/, '').split('/');

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * True when some area has a page at this path, matched as react-router matches it: any letter
 * case, trailing slashes, each segment percent-decoded.
 */
export const isPagePath = (pathname: string): boolean => {
  const path = segments(pathname).map(decode);
  return [publicPages, memberPages, internalPages].some((pages) =>
    Object.values(pages).some((page) => {
      const want = segments(page);
      return (
        want.length === path.length &&
        want.every((part, i) => {
          const got = path[i];
          return got !== undefined && (part.startsWith(':') ? got !== '' : part.toLowerCase() === got.toLowerCase());
        })
      );
    }),
  );
};

/** The <title> of a path no area has a page at: in the bff's 404 answer, and on the client's not-found pages. */
export const NOT_FOUND_TITLE = 'Page not found — NextLevel';

/**
 * On the <title> of the bff's 404 page: the site's own title, which the shell puts back once the
 * visitor has moved on to another page.
 */
export const SITE_TITLE_ATTRIBUTE = 'data-site-title';
