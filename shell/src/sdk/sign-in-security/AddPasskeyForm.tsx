import { addPasskeyFormSchema, passkeyMessages } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, FormActions, PasswordField, TextField } from '@nextlevel/design-system';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useAddPasskey } from './passkeys';
import { passkeyFailure } from './passkey-errors';

/**
 * "Add a passkey" (issue #27 items 1, 6): a name and the current password, then the browser asks for
 * the new passkey. A wrong password shows on its field; a dismissed browser dialog says so.
 */
export function AddPasskeyForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const add = useAddPasskey();
  const form = useSchemaForm(addPasskeyFormSchema, { name: 'My passkey', currentPassword: '' }, { idPrefix: 'add-passkey' });
  const onSubmit = form.handleSubmit((input) => add.mutate(input, { onSuccess: onAdded }));
  const failure = add.error ? passkeyFailure(add.error, passkeyMessages.verificationFailed) : undefined;
  const passwordError = failure?.onPassword ? failure.message : undefined;

  return (
    <Form spacing="compact" onSubmit={onSubmit} aria-label="Add a passkey">
      <ErrorAnnouncer errors={{ ...form.errors, currentPassword: form.errors.currentPassword ?? passwordError }} />
      {failure && !failure.onPassword ? <Alert tone="error">{failure.message}</Alert> : null}
      <TextField label="Passkey name" required hint="So you can tell your passkeys apart, e.g. “Work laptop”." {...form.field('name')} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        hint="Needed to add a passkey."
        {...form.field('currentPassword')}
        error={form.errors.currentPassword ?? passwordError}
      />
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={add.isPending} busyText="Adding...">
          Continue
        </Button>
      </FormActions>
    </Form>
  );
}
