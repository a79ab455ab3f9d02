import { REMOTE_AREAS, areas } from '../bff/src/contract/areas';

/** A workspace package with a front-end build: its pnpm name and its folder. */
export interface FrontEndPackage {
  name: string;
  dir: string;
}

/** What `pnpm build` builds and `pnpm start` serves: the shell and every area of the registry. */
export const frontEndPackages: readonly FrontEndPackage[] = [
  { name: '@nextlevel/shell', dir: 'shell' },
  ...REMOTE_AREAS.map((area) => ({ name: areas[area].pkg, dir: areas[area].pkg })),
];
