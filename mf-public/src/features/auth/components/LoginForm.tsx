import { loginSchema, messages } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, PasswordField, TextField } from '@nextlevel/design-system';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@nextlevel/shell/error-message';
import { needsVerification, useLogin } from '../api/login';
import { cancelPasskeyRequest } from '../api/passkey-sign-in';
import { useSchemaForm } from '@nextlevel/shell/forms';
import styles from './LoginForm.module.css';
import { TextLink } from './TextLink';

/** Email and password; success lands the user in the store, and the page redirects by category. */
export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useSchemaForm(loginSchema, { email: '', password: '' }, { idPrefix: 'login' });

  const onSubmit = form.handleSubmit((input) => {
    // A password sign-in ends the autofill's waiting passkey request (PasskeySignIn).
    cancelPasskeyRequest();
    loginMutation.mutate(input, {
      onError: (err) => {
        if (needsVerification(errorMessage(err, ''))) {
          navigate(`/verification-pending?${new URLSearchParams({ email: input.email }).toString()}`);
        }
      },
    });
  });
  const failure = loginMutation.error ? errorMessage(loginMutation.error, messages.errors.login) : null;

  return (
    <Form spacing="compact" onSubmit={onSubmit}>
      <ErrorAnnouncer errors={form.errors} />
      {failure && !needsVerification(failure) ? <Alert tone="error">{failure}</Alert> : null}
      {/* `webauthn`: the browser offers saved passkeys here too (issue #27 item 2, conditional mediation). */}
      <TextField label="Email" type="email" autoComplete="username webauthn" required {...form.field('email')} />
      <div className={styles.stack}>
        <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
        <TextLink to="/forgot-password" className={styles.aside}>
          Forgot Password?
        </TextLink>
      </div>
      <Button type="submit" size="lg" fullWidth busy={loginMutation.isPending} busyText="Signing In...">
        Sign In
      </Button>
    </Form>
  );
}
