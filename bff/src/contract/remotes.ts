import * as v from 'valibot';

/** Where the shell reads which build of each area to load (ARCHITECTURE.md, MF contract). */
export const REMOTES_PATH = '/remotes.json';

/** The areas the shell loads at run time, keyed as in /remotes.json. */
export const REMOTE_AREAS = ['public', 'members', 'internal'] as const;
export type RemoteArea = (typeof REMOTE_AREAS)[number];

/** GET /remotes.json: each area's mf-manifest.json URL, absolute or site-relative. */
export const remotesSchema = v.object({
  public: v.pipe(v.string(), v.minLength(1)),
  members: v.pipe(v.string(), v.minLength(1)),
  internal: v.pipe(v.string(), v.minLength(1)),
});
export type Remotes = v.InferOutput<typeof remotesSchema>;

/** The area that owns a page path (SPEC §2): mf-public has everything outside /members and /internal. */
export const areaForPath = (pathname: string): RemoteArea => {
  if (pathname === '/members' || pathname.startsWith('/members/')) return 'members';
  if (pathname === '/internal' || pathname.startsWith('/internal/')) return 'internal';
  return 'public';
};

/**
 * The remotes map written into index.html by the bff (`<script type="application/json">` with
 * this id), so the first page load skips a round trip to /remotes.json.
 */
export const REMOTES_INLINE_ID = 'nl-remotes';

/** Set on #root (its value is the area) while it holds a prerendered page; the shell removes it once the live page replaced it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
