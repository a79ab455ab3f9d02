import { addPasskeyFormSchema, passkeyMessages, passkeyName, type IdentityConfirmationInput } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, FormActions, TextField } from '@nextlevel/design-system';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useState } from 'react';
import * as v from 'valibot';
import { ConfirmIdentityField } from './ConfirmIdentityField';
import { useAddPasskey } from './passkeys';
import { passkeyFailure } from './passkey-errors';

/**
 * "Add a passkey" (issue #27 items 1, 6): a name and the current password (or a passkey the user
 * already has), then the browser asks for the new passkey. A wrong password shows on its field; a
 * dismissed browser dialog says so.
 */
export function AddPasskeyForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const add = useAddPasskey();
  const form = useSchemaForm(addPasskeyFormSchema, { name: 'My passkey', currentPassword: '' }, { idPrefix: 'add-passkey' });
  // The passkey path checks only the name (it sends no password).
  const [nameError, setNameError] = useState<string>();
  const send = (name: string, confirmation: IdentityConfirmationInput) => add.mutate({ name, confirmation }, { onSuccess: onAdded });
  const onSubmit = form.handleSubmit(({ name, currentPassword }) => send(name, { currentPassword }));
  const nameIsValid = () => {
    const result = v.safeParse(passkeyName, form.values.name);
    setNameError(result.success ? undefined : result.issues[0].message);
    if (!result.success) document.getElementById(form.idFor('name'))?.focus();
    return result.success;
  };
  const failure = add.error ? passkeyFailure(add.error, passkeyMessages.verificationFailed) : undefined;
  const passwordError = failure?.onPassword ? failure.message : undefined;
  const nameField = form.field('name');

  return (
    <Form spacing="compact" onSubmit={onSubmit} aria-label="Add a passkey">
      <ErrorAnnouncer
        errors={{ ...form.errors, name: form.errors.name ?? nameError, currentPassword: form.errors.currentPassword ?? passwordError }}
      />
      {failure && !failure.onPassword ? <Alert tone="error">{failure.message}</Alert> : null}
      <TextField
        label="Passkey name"
        required
        hint="So you can tell your passkeys apart, e.g. “Work laptop”."
        {...nameField}
        onChange={(event) => {
          setNameError(undefined);
          nameField.onChange(event);
        }}
        error={nameField.error ?? nameError}
      />
      <ConfirmIdentityField
        field={{ ...form.field('currentPassword'), error: form.errors.currentPassword ?? passwordError }}
        hint="Needed to add a passkey."
        beforePasskey={nameIsValid}
        onAssertion={(assertion) => send(v.parse(passkeyName, form.values.name), { assertion })}
        disabled={add.isPending}
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
