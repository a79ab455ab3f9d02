/**
 * The remotes' Storybooks this one composes (issue #14): one entry each, read by main.ts (refs),
 * by the composed build (scripts/build-composed-storybook.ts), by `pnpm storybook` at the root
 * (scripts/dev-composed-storybook.ts) and by the check (scripts/check-built-storybook.ts).
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

export const screenStorybooks: readonly ScreenStorybook[] = [
  { pkg: 'mf-public', dir: 'screens/public', title: 'Screens: Public', port: 6007 },
  { pkg: 'mf-members', dir: 'screens/members', title: 'Screens: Members', port: 6008 },
  { pkg: 'mf-internal', dir: 'screens/internal', title: 'Screens: Internal', port: 6009 },
];
