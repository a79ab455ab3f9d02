import { useEffect, useRef } from 'react';
import { TOAST_HOTKEY, TOAST_REGION_LABEL } from './toast-config';
import styles from './Toast.module.css';

/**
 * The empty viewport before the first toast, shaped as Radix renders it (a named region whose
 * list F8 focuses), so the page has its notifications landmark without loading Radix Toast.
 */
export function IdleViewport() {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => event.code === key)) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section aria-label={TOAST_REGION_LABEL} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={list} tabIndex={-1} className={styles.viewport} />
    </section>
  );
}
