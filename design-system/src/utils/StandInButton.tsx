import { forwardRef, type ComponentPropsWithoutRef } from 'react';

export interface StandInButtonProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/**
 * A trigger drawn while its widget's Radix code loads: the same element (its child with
 * `asChild`, else a button), not yet wired to anything.
 */
export const StandInButton = forwardRef<HTMLButtonElement, StandInButtonProps>(function StandInButton({ asChild, children, ...rest }, ref) {
  if (asChild) return children;
  return (
    <button ref={ref} type="button" {...rest}>
      {children}
    </button>
  );
});
