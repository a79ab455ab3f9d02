import { forwardRef } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { IconClose } from '../Icons/icons';
import { cx } from '../utils/cx';
import type { DialogContentProps } from './Dialog';
import styles from './Dialog.module.css';

// The Radix part of Dialog, loaded with the first Dialog on a page.
export const DialogRoot = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A modal panel over a dimmed page, titled for assistive tech, with a close button. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, className, children, ...rest },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        ref={ref}
        className={cx(styles.content, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
        {description ? <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description> : null}
        <div className={styles.body}>{children}</div>
        <DialogPrimitive.Close className={styles.close} aria-label="Close">
          <IconClose size={18} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
