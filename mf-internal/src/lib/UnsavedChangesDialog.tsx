import { Button, Dialog, DialogClose, DialogContent } from '@nextlevel/design-system';
import type { NavigationBlocker } from './use-navigation-blocker';
import styles from './UnsavedChangesDialog.module.css';

/** "Discard unsaved changes?" for a navigation the blocker holds: Keep editing stays, Discard changes goes on. */
export function UnsavedChangesDialog({ blocker }: { blocker: NavigationBlocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.state === 'blocked' && blocker.reset()}>
      <DialogContent title="Discard unsaved changes?" description="You have changes that are not saved. If you leave now, they are lost.">
        <div className={styles.actions}>
          <DialogClose asChild>
            <Button variant="outline">Keep editing</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Discard changes
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
