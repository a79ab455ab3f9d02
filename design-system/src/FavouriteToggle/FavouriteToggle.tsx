import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { IconHeart, IconHeartFilled } from '../Icons/icons';
import iconButton from '../styles/iconButton.module.css';
import { cx } from '../utils/cx';
import styles from './FavouriteToggle.module.css';

export interface FavouriteToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'aria-pressed' | 'children'> {
  /** Whether the item is a favourite now. */
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** The button's name while not a favourite: what a press does. */
  addLabel?: string;
  /** The button's name while a favourite. */
  removeLabel?: string;
}

/** The heart: a real toggle button (aria-pressed) whose name says what pressing it does. */
export const FavouriteToggle = forwardRef<HTMLButtonElement, FavouriteToggleProps>(function FavouriteToggle(
  { pressed, onPressedChange, addLabel = 'Add to favourites', removeLabel = 'Remove from favourites', className, type, ...rest },
  ref,
) {
  const Icon = pressed ? IconHeartFilled : IconHeart;
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cx(iconButton.iconButton, styles.toggle, pressed && styles.pressed, className)}
      aria-pressed={pressed}
      aria-label={pressed ? removeLabel : addLabel}
      onClick={() => onPressedChange(!pressed)}
      {...rest}
    >
      <Icon size={22} />
    </button>
  );
});
