import { messages, registerSchema } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, FormRow, PasswordField, TextField } from '@nextlevel/design-system';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useRegister } from '../api/register';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { CountrySelect } from './CountrySelect';

const empty = { first_name: '', last_name: '', email: '', password: '', country_id: '' };

/** Creates an unverified account and goes on to /verification-pending?email=… (product §2, §4). */
export function SignUpForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useSchemaForm(registerSchema, empty, { idPrefix: 'sign-up' });

  const onSubmit = form.handleSubmit((input) =>
    registration.mutate(input, {
      onSuccess: () => navigate(`/verification-pending?${new URLSearchParams({ email: input.email }).toString()}`),
    }),
  );

  return (
    <Form spacing="compact" onSubmit={onSubmit}>
      <ErrorAnnouncer errors={form.errors} />
      {registration.error ? <Alert tone="error">{errorMessage(registration.error, messages.errors.signup)}</Alert> : null}
      <FormRow>
        <TextField label="First Name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" required {...form.field('last_name')} />
      </FormRow>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        {...form.field('password')}
      />
      <CountrySelect
        id={form.idFor('country_id')}
        name="country_id"
        value={form.values.country_id}
        error={form.errors.country_id}
        onValueChange={(value) => form.setValue('country_id', value)}
      />
      <Button type="submit" size="lg" fullWidth busy={registration.isPending} busyText="Creating Account...">
        Create Account
      </Button>
    </Form>
  );
}
