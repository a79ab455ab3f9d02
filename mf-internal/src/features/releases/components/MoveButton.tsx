import { Button, Dialog, DialogClose, DialogContent, type ButtonVariant } from '@nextlevel/design-system';
import { useRef, useState, type ReactNode } from 'react';
import styles from '../ReleasesPage.module.css';

export interface MoveButtonProps {
  /** The button's text on the page ("Promote canary"). */
  label: ReactNode;
  /** The dialog's question and what the move does. */
  title: string;
  description: ReactNode;
  /** The dialog's button that makes the move, and its text while it is under way. */
  confirm: string;
  busyText: string;
  variant: ButtonVariant;
  /** Makes the move; the dialog stays open, its button busy, until it settles (either way). */
  onConfirm: () => Promise<unknown>;
  /** Once the move has settled and the dialog is closed: where the focus goes (this button may be gone with the move). */
  onMoved: () => void;
}

/**
 * A button behind a confirmation dialog: Cancel (or Escape) returns the focus to it, the
 * confirmation makes the move. The button opens the dialog itself rather than through
 * DialogTrigger, whose stand-in ignores a press made before the dialog's code has arrived: the
 * dialog then opens as soon as it has.
 */
export function MoveButton({ label, title, description, confirm, busyText, variant, onConfirm, onMoved }: MoveButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const moved = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const move = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The area shows what went wrong.
    } finally {
      moved.current = true;
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button ref={button} variant={variant === 'danger' ? 'outline' : variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!moved.current) return button.current?.focus();
          moved.current = false;
          onMoved();
        }}
      >
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={variant} busy={busy} busyText={busyText} onClick={() => void move()}>
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
