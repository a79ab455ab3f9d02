import { useEffect, useSyncExternalStore } from 'react';
import type { ReferenceKind } from '../api/get-stored-names';
import type { StoredNames } from '../stored-names';
import styles from './StoredName.module.css';

/** A snippet record's author or category: its stored name beside its id, or that no such id is stored yet. */
export function StoredName({ names, kind, id }: { names: StoredNames; kind: ReferenceKind; id: string }) {
  useEffect(() => names.want(kind, id), [names, kind, id]);
  const name = useSyncExternalStore(names.subscribe, () => names.name(kind, id));
  return (
    <span className={styles.reference}>
      {/* The spaces are for assistive technology and copying; the gap lays them out. */}
      {name ? (
        <>
          <span className={styles.name}>{name}</span>{' '}
        </>
      ) : null}
      <span className={styles.id}>{id}</span>
      {name === null ? (
        <>
          {' '}
          <span className={styles.missing}>not stored</span>
        </>
      ) : null}
    </span>
  );
}
