import { REMOTE_AREAS, areaForPath, areas, type AreaEntry } from './areas';

/** The pages of each area, from the area registry (contract/areas.ts), by name. */
export const publicPages = areas.public.pages;
export const memberPages = areas.members.pages;
export const internalPages = areas.internal.pages;

/** A page's path in its area's router, which the shell mounts at `/` or `<prefix>/*`: `/members/apps` → `apps`. */
export const areaRoute = (page: string): string => page.slice((areas[areaForPath(page)].prefix ?? '').length + 1);

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
  return REMOTE_AREAS.some((area) =>
    Object.values((areas[area] as AreaEntry).pages).some((page) => {
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
