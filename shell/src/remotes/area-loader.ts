import { REMOTE_AREAS, containerName, type RemoteArea, type Remotes } from '@nextlevel/bff/contract';
import type { ComponentType } from 'react';

export interface RemoteRegistration {
  name: string;
  entry: string;
}

/** The MF runtime calls the loader needs; injected so tests can pass fakes. */
export interface AreaLoaderDeps {
  fetchRemotes: () => Promise<Remotes>;
  registerRemotes: (remotes: RemoteRegistration[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
}

export type AreaModule = { default: ComponentType };
export type LoadArea = (area: RemoteArea, retry: boolean) => Promise<AreaModule>;

/**
 * Registers every remote from /remotes.json on first use, then loads an area's './routes'.
 * A retry re-reads /remotes.json and force-registers that one area, so a fixed entry (or a
 * server that is back) is picked up without a page reload.
 */
export function createAreaLoader({ fetchRemotes, registerRemotes, loadRemote }: AreaLoaderDeps): LoadArea {
  let registered: Promise<void> | null = null;

  const registerAll = (): Promise<void> => {
    registered ??= fetchRemotes().then((remotes) => {
      const all = REMOTE_AREAS.map((a) => ({ name: containerName(a), entry: remotes[a] }));
      registerRemotes(all);
    });
    // A failed /remotes.json read is not cached: the next attempt asks again.
    registered.catch(() => (registered = null));
    return registered;
  };

  const reRegister = async (area: RemoteArea): Promise<void> => {
    if (!registered) return registerAll();
    const remotes = await fetchRemotes();
    registerRemotes([{ name: containerName(area), entry: remotes[area] }], { force: true });
  };

  return async (area, retry) => {
    await (retry ? reRegister(area) : registerAll());
    const mod = await loadRemote<Partial<AreaModule>>(`${containerName(area)}/routes`);
    if (!mod?.default) throw new Error(`The ${area} area did not load`);
    return { default: mod.default };
  };
}
