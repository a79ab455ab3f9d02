import type { AuthenticationResponseInput, CurrentUser, MemberSettingsInput } from '@nextlevel/bff/contract';
import { memberSettingsSchema, messages } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, FormActions, FormRow, PasswordField, Select, TextField } from '@nextlevel/design-system';
import { useCountries } from '@nextlevel/shell/countries';
import { errorMessage } from '@nextlevel/shell/error-message';
import { ConfirmIdentityField } from '@nextlevel/shell/sign-in-security';
import { useEffect, useRef } from 'react';
import { useUpdateSettings } from '../api/update-settings';
import { useSchemaForm } from '@nextlevel/shell/forms';

type Values = { first_name: string; last_name: string; email: string; country_id: string; password: string; currentPassword: string };

// The server compares addresses the same way, so another case or stray spaces are no change.
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Issue #9: a new address or a new password needs the current password (or a passkey, issue #27 item 6); names and country do not. */
const needsCurrentPassword = (values: Values, user: CurrentUser) => values.password !== '' || !sameEmail(values.email, user.email);

/** Issue #24.10: a new address waits for its link; the account keeps the old one until then. */
const pendingEmailHint = (address: string) => `Confirmation sent to ${address} (pending)`;

const currentPasswordMessages: readonly string[] = [messages.validation.currentPasswordRequired, messages.auth.currentPasswordIncorrect];

/** The Account Information form, prefilled from the signed-in user. */
export function SettingsForm({ user }: { user: CurrentUser }) {
  const countries = useCountries();
  const update = useUpdateSettings();
  const initial: Values = {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    country_id: user.country_id,
    password: '',
    currentPassword: '',
  };
  // product §5: a blank password is left out of the request (and so out of the check); the current
  // password is sent only while it is asked for.
  const toInput = ({ password, currentPassword, ...rest }: Values) => ({
    ...rest,
    ...(password ? { password } : {}),
    ...(currentPassword && needsCurrentPassword({ ...rest, password, currentPassword }, user) ? { currentPassword } : {}),
  });
  const form = useSchemaForm(memberSettingsSchema, initial, { idPrefix: 'settings', toInput });
  const save = (input: MemberSettingsInput) =>
    update.mutate(input, {
      onSuccess: (response) => {
        form.setValue('password', '');
        form.setValue('currentPassword', '');
        // A new address is only pending (its hint says so): the field shows the account's address, as after a reload.
        if (response?.user) form.setValue('email', response.user.email);
      },
    });
  const onSubmit = form.handleSubmit(save);
  // A passkey instead of the current password: the rest of the form is checked before the browser asks for it.
  const checked = useRef<MemberSettingsInput>(undefined);
  const beforePasskey = () => {
    checked.current = form.validate();
    return checked.current !== undefined;
  };
  const saveWithPasskey = (assertion: AuthenticationResponseInput) => {
    if (!checked.current) return;
    const { currentPassword: _typed, ...input } = checked.current;
    save({ ...input, assertion });
  };
  const askCurrentPassword = needsCurrentPassword(form.values, user);
  const serverError = update.error ? errorMessage(update.error, messages.settings.failed) : undefined;
  // The server's "required"/"incorrect" belongs to the Current password field, not the form.
  const currentPasswordError = serverError && currentPasswordMessages.includes(serverError) ? serverError : undefined;
  const currentPasswordId = form.idFor('currentPassword');
  useEffect(() => {
    if (currentPasswordError) document.getElementById(currentPasswordId)?.focus();
  }, [update.error, currentPasswordError, currentPasswordId]);
  const options = (countries.data ?? []).map((c) => ({ value: c.id, label: c.country }));
  // The select shows its placeholder only without a value: until the list is there (or when it
  // failed), the member's country is kept in the form but not shown, so the placeholder says why.
  const countryPlaceholder = countries.isPending
    ? 'Loading countries...'
    : countries.isError
      ? 'Could not load countries'
      : 'Select your country';

  return (
    <Form onSubmit={onSubmit}>
      <ErrorAnnouncer errors={{ ...form.errors, currentPassword: form.errors.currentPassword ?? currentPasswordError }} />
      {update.isSuccess ? <Alert tone="success">{update.data?.message || messages.settings.updated}</Alert> : null}
      {serverError && !currentPasswordError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormRow>
        <TextField label="First Name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" required {...form.field('last_name')} />
      </FormRow>
      <FormRow>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          hint={user.pending_email ? pendingEmailHint(user.pending_email) : undefined}
          {...form.field('email')}
        />
        <Select
          label="Country"
          required
          id={form.idFor('country_id')}
          name="country_id"
          options={options}
          value={countries.isSuccess ? form.values.country_id : ''}
          onValueChange={(value) => form.setValue('country_id', value)}
          error={form.errors.country_id}
          placeholder={countryPlaceholder}
          disabled={!countries.isSuccess}
        />
      </FormRow>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        // docs/product.md's words, as the hint under the field: as a placeholder they were cut off on a phone
        // (issue #24.13) and went as soon as one typed.
        hint="Leave blank to keep current password. At least 8 characters if you change it."
        {...form.field('password')}
      />
      {askCurrentPassword ? (
        <ConfirmIdentityField
          field={{ ...form.field('currentPassword'), error: form.errors.currentPassword ?? currentPasswordError }}
          hint="Needed to change your email or password."
          beforePasskey={beforePasskey}
          onAssertion={saveWithPasskey}
          disabled={update.isPending}
        />
      ) : null}
      <FormActions>
        <Button type="submit" busy={update.isPending} busyText="Saving...">
          Save Changes
        </Button>
      </FormActions>
    </Form>
  );
}
