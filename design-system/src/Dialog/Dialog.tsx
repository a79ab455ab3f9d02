import { createContext, forwardRef, Suspense, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Dialog as DialogPrimitive } from 'radix-ui';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import { StandInButton } from '../utils/StandInButton';

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

type DialogProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Root>;
type DialogTriggerProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>;

export const dialogParts = lazyModule(() => import('./DialogParts'));

/** True under a Dialog whose Radix code is still loading: its parts draw stand-ins. */
const Pending = createContext(false);

const LazyRoot = lazyPart(dialogParts, (m) => m.DialogRoot);

/** Radix Dialog, loaded with the first Dialog on a page; until then its trigger shows, inert, and nothing is open. */
export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={<Pending.Provider value>{props.children}</Pending.Provider>}>
      <LazyRoot {...props} />
    </Suspense>
  );
}

export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  const pending = useContext(Pending);
  const parts = dialogParts.loaded();
  if (pending || !parts) return <StandInButton ref={ref} {...props} />;
  return <parts.DialogTrigger ref={ref} {...props} />;
});

export const DialogClose = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogClose(props, ref) {
  const pending = useContext(Pending);
  const parts = dialogParts.loaded();
  if (pending || !parts) return <StandInButton ref={ref} {...props} />;
  return <parts.DialogClose ref={ref} {...props} />;
});

/** A modal panel over a dimmed page, titled for assistive tech, with a close button. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(props, ref) {
  const pending = useContext(Pending);
  const parts = dialogParts.loaded();
  if (pending || !parts) return null;
  return <parts.DialogContent ref={ref} {...props} />;
});
