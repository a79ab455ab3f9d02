import { REMOTE_AREAS, areas } from '../../bff/src/contract/areas';

/**
 * The remotes' Storybooks this one composes (issue #14): one entry each, read by main.ts (refs),
 * by the composed build (scripts/build-composed-storybook.ts), by `pnpm storybook` at the root
 * (scripts/storybook.ts) and by the check (scripts/check-built-storybook.ts).
 */
export interface ScreenStorybook {
  /** The remote's package name, for `pnpm --filter`. */
  pkg: string;
  /** Where the composed build puts it, below storybook-static/. */
  dir: string;
  title: string;
  /** Its `storybook` dev server's port. */
  port: number;
}

/** One per area of the registry (bff/src/contract/areas.ts). */
export const screenStorybooks: readonly ScreenStorybook[] = REMOTE_AREAS.map((area) => ({
  pkg: areas[area].pkg,
  dir: `screens/${area}`,
  ...areas[area].storybook,
}));
