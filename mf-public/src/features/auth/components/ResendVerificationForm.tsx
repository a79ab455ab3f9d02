import { messages, resendVerificationSchema } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, TextField } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useResendVerification } from '../api/resend-verification';
import { useSchemaForm } from '@nextlevel/shell/forms';

/** Resends the link; asks for the address only when the query did not carry one (product §2, §5). */
export function ResendVerificationForm({ email }: { email: string }) {
  const resend = useResendVerification();
  const form = useSchemaForm(resendVerificationSchema, { email }, { idPrefix: 'resend' });
  const onSubmit = form.handleSubmit((input) => resend.mutate(input));

  return (
    <Form spacing="compact" onSubmit={onSubmit}>
      <ErrorAnnouncer errors={form.errors} />
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.error ? <Alert tone="error">{errorMessage(resend.error, messages.errors.resend)}</Alert> : null}
      {email ? null : <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />}
      <Button type="submit" variant="outline" fullWidth busy={resend.isPending} busyText="Sending...">
        Resend Verification Email
      </Button>
    </Form>
  );
}
