import { messages, mfaMessages, mfaCodeSchema } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, TextField } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useLoginWithCode } from '../api/login-with-code';

export interface SecondStepFormProps {
  /** Back to the password: the pending sign-in lasts 5 minutes. */
  onRestart: () => void;
}

/**
 * The sign-in's second step (issue #27 item 4): the 6-digit code of the authenticator app, or a
 * recovery code. Success lands the user in the store, and the page redirects by category.
 */
export function SecondStepForm({ onRestart }: SecondStepFormProps) {
  const mutation = useLoginWithCode();
  const form = useSchemaForm(mfaCodeSchema, { code: '' }, { idPrefix: 'login-code' });
  const onSubmit = form.handleSubmit((input) => mutation.mutate(input));
  const failure = mutation.error ? errorMessage(mutation.error, messages.errors.login) : null;
  const expired = failure === mfaMessages.pendingExpired;

  return (
    <Form spacing="compact" onSubmit={onSubmit}>
      <ErrorAnnouncer errors={form.errors} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Authentication code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        autoFocus
        required
        {...form.field('code')}
      />
      {expired ? (
        <Button type="button" size="lg" fullWidth onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <Button type="submit" size="lg" fullWidth busy={mutation.isPending} busyText="Verifying...">
          Verify
        </Button>
      )}
      {expired ? null : (
        <Button type="button" variant="ghost" fullWidth onClick={onRestart}>
          Use another account
        </Button>
      )}
    </Form>
  );
}
