import { forwardRef, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Width and height in px (default 20). */
  size?: number;
  /** With a title the icon is an image with that accessible name; without, it is hidden from assistive tech. */
  title?: string;
}

/** Builds an icon component from 24×24 outline artwork (or filled artwork when `filled`). */
export function createIcon(name: string, artwork: ReactNode, filled = false) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 20, title, style, ...rest }, ref) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false };
    return (
      <svg
        ref={ref}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        // An icon keeps its size beside long text in a flex row.
        style={{ flexShrink: 0, ...style }}
        {...a11y}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {artwork}
      </svg>
    );
  });
  Icon.displayName = `Icon${name}`;
  return Icon;
}
