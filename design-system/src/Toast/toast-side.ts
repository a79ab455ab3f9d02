/** Where the toasts stand: at the top of the window, or at its bottom when the top would cover what raised them. */
export type ToastSide = 'top' | 'bottom';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Issue #24.5: a toast never covers the action that raised it. Toasts stand at the top of the
 * window, away from forms' buttons (which end forms); when the control that raised this one is
 * itself under the top band the toasts take (`width` × `height`, at the right edge), they stand
 * at the bottom instead.
 */
export function toastSide(
  cause: Box | undefined,
  toasts: { width: number; height: number },
  view: { width: number; height: number },
): ToastSide {
  if (!cause) return 'top';
  const band = (top: number): Box => ({ left: view.width - toasts.width, right: view.width, top, bottom: top + toasts.height });
  return overlaps(cause, band(0)) && !overlaps(cause, band(view.height - toasts.height)) ? 'bottom' : 'top';
}
