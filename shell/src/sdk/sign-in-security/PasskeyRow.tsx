import {
  currentPasswordFormSchema,
  renamePasskeySchema,
  type IdentityConfirmationInput,
  type PasskeySummary,
  passkeyMessages,
} from '@nextlevel/bff/contract';
import { Alert, Button, Dialog, DialogContent, ErrorAnnouncer, Form, FormActions, TextField } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useState } from 'react';
import { ConfirmIdentityField } from './ConfirmIdentityField';
import { useRemovePasskey, useRenamePasskey } from './passkeys';
import { passkeyFailure } from './passkey-errors';
import styles from './PasskeysCard.module.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function RenameForm({ passkey, onDone, onCancel }: { passkey: PasskeySummary; onDone: () => void; onCancel: () => void }) {
  const rename = useRenamePasskey();
  const form = useSchemaForm(renamePasskeySchema, { name: passkey.name }, { idPrefix: `rename-${passkey.id}` });
  const onSubmit = form.handleSubmit(({ name }) => rename.mutate({ id: passkey.id, name }, { onSuccess: onDone }));
  return (
    <Form spacing="compact" onSubmit={onSubmit} className={styles.rename} aria-label={`Rename ${passkey.name}`}>
      <ErrorAnnouncer errors={form.errors} />
      {rename.error ? <Alert tone="error">{errorMessage(rename.error, passkeyMessages.notFound)}</Alert> : null}
      <TextField label="Passkey name" required {...form.field('name')} />
      <FormActions>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={rename.isPending} busyText="Saving...">
          Save
        </Button>
      </FormActions>
    </Form>
  );
}

function RemoveDialog({
  passkey,
  open,
  onClose,
  onDone,
}: {
  passkey: PasskeySummary;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const remove = useRemovePasskey();
  const form = useSchemaForm(currentPasswordFormSchema, { currentPassword: '' }, { idPrefix: `remove-${passkey.id}` });
  const send = (confirmation: IdentityConfirmationInput) => remove.mutate({ id: passkey.id, confirmation }, { onSuccess: onDone });
  const onSubmit = form.handleSubmit(send);
  const failure = remove.error ? passkeyFailure(remove.error, passkeyMessages.notFound) : undefined;
  const passwordError = failure?.onPassword ? failure.message : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={`Remove “${passkey.name}”?`}
        description="It will no longer sign you in. Enter your current password, or use a passkey, to confirm."
      >
        <Form spacing="compact" onSubmit={onSubmit}>
          <ErrorAnnouncer errors={{ currentPassword: form.errors.currentPassword ?? passwordError }} />
          {failure && !failure.onPassword ? <Alert tone="error">{failure.message}</Alert> : null}
          <ConfirmIdentityField
            field={{ ...form.field('currentPassword'), error: form.errors.currentPassword ?? passwordError }}
            onAssertion={(assertion) => send({ assertion })}
            disabled={remove.isPending}
          />
          <FormActions>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={remove.isPending} busyText="Removing...">
              Remove passkey
            </Button>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** One passkey: its name, when it was added and last used, Rename (in place) and Remove (confirmed with the password or a passkey). */
export function PasskeyRow({ passkey, onDone }: { passkey: PasskeySummary; onDone: (message: string) => void }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <li className={styles.row}>
      {renaming ? (
        <RenameForm
          passkey={passkey}
          onCancel={() => setRenaming(false)}
          onDone={() => {
            setRenaming(false);
            onDone(passkeyMessages.renamed);
          }}
        />
      ) : (
        <>
          <div>
            <p className={styles.name}>{passkey.name}</p>
            <p className={styles.meta}>
              Added {day(passkey.created_at)} · {passkey.last_used_at ? `Last used ${day(passkey.last_used_at)}` : 'Never used'}
            </p>
          </div>
          <div className={styles.actions}>
            <Button variant="outline" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${passkey.name}`}>
              Rename
            </Button>
            <Button variant="danger" size="sm" onClick={() => setRemoving(true)} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </div>
        </>
      )}
      {removing ? (
        <RemoveDialog
          passkey={passkey}
          open={removing}
          onClose={() => setRemoving(false)}
          onDone={() => {
            setRemoving(false);
            onDone(passkeyMessages.removed);
          }}
        />
      ) : null}
    </li>
  );
}
