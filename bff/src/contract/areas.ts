import type { UserCategory } from './user';

/**
 * One area of the site: a Module Federation remote that one team builds and ships on its own
 * (issue #25). Everything else that names areas is derived from `areas` below: the shell's routes,
 * guards and loader, the remotes map and its schema, the bff's static serving and CSP, the
 * analytics area of a path, the lint zones, `pnpm dev` / `start` / `build` / `storybook`, and the
 * composed Storybook. `pnpm new-area` adds an entry here; nothing else outside the new package.
 */
export interface AreaEntry {
  /** The remote's package name and folder (mf-members); its container is the same with underscores. */
  pkg: `mf-${string}`;
  /** The path it owns with everything below it (/members); null for the one area that owns every other path. */
  prefix: `/${string}` | null;
  /** The category a user needs to enter it (401 → sign in, another category → Access denied); null: anyone. */
  category: UserCategory | null;
  /** The area a category lands in after sign-in (its `prefix`/dashboard); one per category. */
  home?: true;
  /** Its name at the top of its sidebar, and in the frame the shell draws while it loads. */
  title: string;
  /** How a failed load names it: "<noun> could not be loaded". */
  noun: string;
  /** The port of its rspack dev server (`pnpm dev`). */
  devPort: number;
  /** Its screen Storybook: the group title in the composed Storybook and its dev server's port. */
  storybook: { title: string; port: number };
  /** A card on its category's home dashboard, linking to `<prefix>/dashboard`. */
  card?: { title: string; description: string };
  /**
   * Its pages by name, each a full path (`:name` for one segment): its router mounts them
   * (`areaRoute`), and the bff answers any path no area lists with 404 (issue #24.11).
   */
  pages: Record<string, `/${string}`>;
}

export const areas = {
  public: {
    pkg: 'mf-public',
    prefix: null,
    category: null,
    title: 'NextLevel',
    noun: 'This page',
    devPort: 3001,
    storybook: { title: 'Screens: Public', port: 6007 },
    pages: {
      landing: '/',
      login: '/login',
      signUp: '/sign-up',
      verificationPending: '/verification-pending',
      verifyEmail: '/verify-email',
      forgotPassword: '/forgot-password',
      resetPassword: '/reset-password',
    },
  },
  members: {
    pkg: 'mf-members',
    prefix: '/members',
    category: 'Member',
    home: true,
    title: 'Member Portal',
    noun: 'The member area',
    devPort: 3002,
    storybook: { title: 'Screens: Members', port: 6008 },
    pages: {
      dashboard: '/members/dashboard',
      apps: '/members/apps',
      snippets: '/members/apps/snippets',
      favourites: '/members/apps/snippets/favorites',
      settings: '/members/settings',
    },
  },
  internal: {
    pkg: 'mf-internal',
    prefix: '/internal',
    category: 'Internal',
    home: true,
    title: 'Internal Management',
    noun: 'The internal area',
    devPort: 3003,
    storybook: { title: 'Screens: Internal', port: 6009 },
    pages: {
      dashboard: '/internal/dashboard',
      database: '/internal/database',
      snippets: '/internal/snippets',
      newSnippet: '/internal/snippets/new',
      editSnippet: '/internal/snippets/:snippetId/edit',
      analytics: '/internal/analytics',
      releases: '/internal/releases',
      settings: '/internal/settings',
      activity: '/internal/activity',
    },
  },
} as const satisfies Record<string, AreaEntry>;

export type RemoteArea = keyof typeof areas;

/** The areas the shell loads at run time, in registry order (the keys of /remotes.json). */
export const REMOTE_AREAS = Object.keys(areas) as RemoteArea[];

const entries = REMOTE_AREAS.map((key) => [key, areas[key] as AreaEntry] as const);

/** An area behind a sign-in: it owns a prefix and needs a category. */
export interface SignedInArea {
  key: RemoteArea;
  prefix: `/${string}`;
  category: UserCategory;
}
export const signedInAreas: readonly SignedInArea[] = entries.flatMap(([key, a]) =>
  a.prefix && a.category ? [{ key, prefix: a.prefix, category: a.category }] : [],
);

/** The area that owns every path no prefix claims (the landing, the auth pages, the 404 page). */
export const fallbackArea: RemoteArea = entries.find(([, a]) => a.prefix === null)![0];

/** The MF container name the remote is built with and the shell registers (mf_members). */
export const containerName = (area: RemoteArea): string => areas[area].pkg.replace(/-/g, '_');

/** The area that owns a page path: the one whose prefix it is or is under, else the fallback area. */
export const areaForPath = (pathname: string): RemoteArea =>
  signedInAreas.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.key ?? fallbackArea;

/** The area a category signs in to, if it has one. */
export const homeAreaFor = (category: string | null | undefined): RemoteArea | undefined =>
  entries.find(([, a]) => a.home && a.category === category)?.[0];

/** A signed-in area's dashboard, where its category lands and where its card links. */
export const dashboardPathOf = (area: RemoteArea): string => `${areas[area].prefix ?? ''}/dashboard`;

/** An area's card on its category's home dashboard. */
export interface AreaCard {
  area: RemoteArea;
  title: string;
  description: string;
  /** The area's dashboard. */
  to: string;
}

/** The cards on a category's home dashboard: its other areas that have one. */
export const areaCardsFor = (category: UserCategory): AreaCard[] =>
  entries.flatMap(([key, a]) => (a.card && a.category === category && !a.home ? [{ area: key, ...a.card, to: dashboardPathOf(key) }] : []));

/** Where the bff serves an area's own build (its folder below /remotes/). */
export const remoteBuildPath = (area: RemoteArea): string => `/remotes/${areas[area].pkg}/`;

/** Each area's manifest in its own build on this site: the remotes map before any REMOTES_FILE. */
export const ownBuildRemotes: Readonly<Record<RemoteArea, string>> = Object.fromEntries(
  REMOTE_AREAS.map((area) => [area, `${remoteBuildPath(area)}mf-manifest.json`]),
) as Record<RemoteArea, string>;
