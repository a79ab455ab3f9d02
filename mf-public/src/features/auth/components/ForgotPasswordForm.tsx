import { messages, requestPasswordResetSchema } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, TextField } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSchemaForm } from '@nextlevel/shell/forms';

/** Asks for a reset link; shows the server's message, or its error in a red box (product §8). */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useSchemaForm(requestPasswordResetSchema, { email: '' }, { idPrefix: 'forgot' });
  const onSubmit = form.handleSubmit((input) => request.mutate(input));

  return (
    <Form spacing="compact" onSubmit={onSubmit}>
      <ErrorAnnouncer errors={form.errors} />
      {request.isSuccess ? <Alert tone="success">{request.data.message}</Alert> : null}
      {request.error ? <Alert tone="error">{errorMessage(request.error, messages.errors.generic)}</Alert> : null}
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <Button type="submit" size="lg" fullWidth busy={request.isPending} busyText="Sending...">
        Send Reset Link
      </Button>
    </Form>
  );
}
