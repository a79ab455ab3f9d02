import type { CurrentUser } from '@nextlevel/bff/contract';
import { memberSettingsSchema, messages } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, PasswordField, Select, TextField } from '@nextlevel/design-system';
import { useCountries } from '@nextlevel/shell/countries';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useUpdateSettings } from '../api/update-settings';
import { useSchemaForm } from '@nextlevel/shell/forms';
import styles from './SettingsForm.module.css';

type Values = { first_name: string; last_name: string; email: string; country_id: string; password: string };

// SPEC §5: a blank password is left out of the request (and so out of the check).
const toInput = ({ password, ...rest }: Values) => (password ? { ...rest, password } : rest);

/** The Account Information form, prefilled from the signed-in user. */
export function SettingsForm({ user }: { user: CurrentUser }) {
  const countries = useCountries();
  const update = useUpdateSettings();
  const initial: Values = { first_name: user.first_name, last_name: user.last_name, email: user.email, country_id: user.country_id, password: '' };
  const form = useSchemaForm(memberSettingsSchema, initial, { idPrefix: 'settings', toInput });
  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, { onSuccess: () => form.setValue('password', '') }),
  );
  const options = (countries.data ?? []).map((c) => ({ value: c.id, label: c.country }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ErrorAnnouncer errors={form.errors} />
      {update.isSuccess ? <Alert tone="success">{update.data?.message || messages.settings.updated}</Alert> : null}
      {update.error ? <Alert tone="error">{errorMessage(update.error, messages.settings.failed)}</Alert> : null}
      <div className={styles.row}>
        <TextField label="First Name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" required {...form.field('last_name')} />
      </div>
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Select
          label="Country"
          required
          id={form.idFor('country_id')}
          name="country_id"
          options={options}
          value={form.values.country_id}
          onValueChange={(value) => form.setValue('country_id', value)}
          error={form.errors.country_id}
          placeholder={countries.isPending ? 'Loading countries...' : 'Select your country'}
          disabled={!countries.isSuccess}
        />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Leave blank to keep current password"
        hint="Optional. At least 8 characters if you change it."
        {...form.field('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={update.isPending} busyText="Saving...">Save Changes</Button>
      </div>
    </form>
  );
}
