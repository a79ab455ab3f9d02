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
