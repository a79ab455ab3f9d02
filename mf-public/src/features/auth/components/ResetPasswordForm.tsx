import { messages, resetPasswordFormSchema } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, PasswordField } from '@nextlevel/design-system';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useResetPassword } from '../api/reset-password';
import { useSchemaForm } from '@nextlevel/shell/forms';

/** product §4, §9: /login opens this long after a successful reset. */
export const RESET_REDIRECT_MS = 2000;

/** New password twice; without a token it says so and cannot be sent (product §4, §5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' }, { idPrefix: 'reset' });
  const onSubmit = form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }));

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  return (
    <Form spacing="compact" onSubmit={onSubmit}>
      <ErrorAnnouncer errors={form.errors} />
      {token ? null : <Alert tone="error">{messages.validation.resetTokenMissing}</Alert>}
      {reset.isSuccess ? <Alert tone="success">{reset.data.message}</Alert> : null}
      {reset.error ? <Alert tone="error">{errorMessage(reset.error, messages.errors.generic)}</Alert> : null}
      <PasswordField label="New Password" autoComplete="new-password" required {...form.field('newPassword')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <Button type="submit" size="lg" fullWidth disabled={!token || reset.isSuccess} busy={reset.isPending} busyText="Resetting...">
        Reset Password
      </Button>
    </Form>
  );
}
