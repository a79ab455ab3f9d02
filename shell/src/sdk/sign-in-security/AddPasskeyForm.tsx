import { addPasskeyFormSchema, passkeyMessages, passkeyName } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, FormActions, TextField } from '@nextlevel/design-system';
import { ApiError } from '@nextlevel/shell/api';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ConfirmIdentityField } from './ConfirmIdentityField';
import { useAddPasskey, useCreatePasskey, usePasskeyConfirmation } from './passkeys';
import { passkeyFailure } from './passkey-errors';

const CREATE_BUTTON_ID = 'add-passkey-create';

/**
 * "Add a passkey" (issue #27 items 1, 6): a name and the current password, then the browser asks for
 * the new passkey; or a passkey the user already has, and then a second press makes the new one (a
 * browser grants one passkey dialog per press). A wrong password shows on its field; a dismissed
 * browser dialog says so.
 */
export function AddPasskeyForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const add = useAddPasskey();
  const confirm = usePasskeyConfirmation();
  const create = useCreatePasskey();
  const form = useSchemaForm(addPasskeyFormSchema, { name: 'My passkey', currentPassword: '' }, { idPrefix: 'add-passkey' });
  // The passkey path checks only the name (it sends no password).
  const [nameError, setNameError] = useState<string>();
  // The registration options a passkey's confirmation got: the next press creates the new passkey.
  const confirmed = confirm.data;
  const pending = add.isPending || confirm.isPending || create.isPending;

  useEffect(() => {
    if (confirmed) document.getElementById(CREATE_BUTTON_ID)?.focus();
  }, [confirmed]);

  const nameIsValid = () => {
    const result = v.safeParse(passkeyName, form.values.name);
    setNameError(result.success ? undefined : result.issues[0].message);
    if (!result.success) document.getElementById(form.idFor('name'))?.focus();
    return result.success;
  };
  const onSubmit = form.handleSubmit(({ name, currentPassword }) => {
    confirm.reset();
    create.reset();
    add.mutate({ name, confirmation: { currentPassword } }, { onSuccess: onAdded });
  });
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || !nameIsValid()) return;
    create.mutate(
      { name: v.parse(passkeyName, form.values.name), options: confirmed },
      // The bff refused (its challenge used or expired): confirm again rather than retry a dead one.
      { onSuccess: onAdded, onError: (error) => error instanceof ApiError && confirm.reset() },
    );
  };

  const error = create.error ?? confirm.error ?? add.error;
  const failure = error ? passkeyFailure(error, passkeyMessages.verificationFailed) : undefined;
  const passwordError = failure?.onPassword ? failure.message : undefined;
  const nameField = form.field('name');

  return (
    <Form spacing="compact" onSubmit={confirmed ? onCreate : onSubmit} aria-label="Add a passkey">
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
      {confirmed ? (
        <Alert tone="success">Confirmed with your passkey. Now create the new one.</Alert>
      ) : (
        <ConfirmIdentityField
          field={{ ...form.field('currentPassword'), error: form.errors.currentPassword ?? passwordError }}
          hint="Needed to add a passkey."
          beforePasskey={nameIsValid}
          onAssertion={(assertion) => {
            add.reset();
            create.reset();
            confirm.mutate({ assertion });
          }}
          disabled={pending}
        />
      )}
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button id={CREATE_BUTTON_ID} type="submit" busy={pending} busyText="Adding...">
          {confirmed ? 'Create passkey' : 'Continue'}
        </Button>
      </FormActions>
    </Form>
  );
}
