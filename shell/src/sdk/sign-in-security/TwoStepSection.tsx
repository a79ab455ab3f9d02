import { currentPasswordFormSchema, messages, mfaMessages, publicPages } from '@nextlevel/bff/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorAnnouncer,
  Form,
  FormActions,
  LoadError,
  Loading,
} from '@nextlevel/design-system';
import { NEXT_PARAM } from '@nextlevel/shell/auth';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmIdentityField } from './ConfirmIdentityField';
import { RecoveryCodesList } from './RecoveryCodesList';
import styles from './TwoStepSection.module.css';
import { useRegenerateRecoveryCodes, useTurnOffTwoStep, useTwoStepStatus } from './two-step';

/** Setting codes up happens on /setup-two-step (shared with the policy's hold), and comes back to the settings screen it started from. */
const setupPathFrom = (settings: string) => `${publicPages.setupTwoStep}?${new URLSearchParams({ [NEXT_PARAM]: settings }).toString()}`;

function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const turnOff = useTurnOffTwoStep();
  const form = useSchemaForm(currentPasswordFormSchema, { currentPassword: '' }, { idPrefix: 'two-step-off' });
  const failure = turnOff.error ? errorMessage(turnOff.error, messages.errors.internal) : null;
  return (
    <Form spacing="compact" onSubmit={form.handleSubmit((input) => turnOff.mutate(input))}>
      <ErrorAnnouncer errors={form.errors} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmIdentityField
        field={form.field('currentPassword')}
        hint="Needed to turn two-step verification off."
        onAssertion={(assertion) => turnOff.mutate({ assertion })}
        disabled={turnOff.isPending}
      />
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={turnOff.isPending} busyText="Turning off...">
          Turn off
        </Button>
      </FormActions>
    </Form>
  );
}

/** New recovery codes (issue #27 item 6): confirmed as turning off is; the ten new ones are shown once. */
function NewCodesForm({ onCancel }: { onCancel: () => void }) {
  const renew = useRegenerateRecoveryCodes();
  const form = useSchemaForm(currentPasswordFormSchema, { currentPassword: '' }, { idPrefix: 'two-step-codes' });
  const failure = renew.error ? errorMessage(renew.error, messages.errors.internal) : null;
  if (renew.data) return <RecoveryCodesList codes={renew.data.recovery_codes} message={renew.data.message} onDone={onCancel} />;
  return (
    <Form spacing="compact" onSubmit={form.handleSubmit((input) => renew.mutate(input))} aria-label="New recovery codes">
      <ErrorAnnouncer errors={form.errors} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmIdentityField
        field={form.field('currentPassword')}
        hint="Needed to make new recovery codes. The ones you have now will stop working."
        onAssertion={(assertion) => renew.mutate({ assertion })}
        disabled={renew.isPending}
      />
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={renew.isPending} busyText="Making codes...">
          Make new codes
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * A settings screen's "Two-step verification" card (Members and staff alike) (issue #27 items 4 and 6): off → a link to turn it on;
 * on → the recovery codes left, New recovery codes and Turn off, both asking for the current password or a passkey.
 */
export interface TwoStepSectionProps {
  /** The card title's heading level: 2 on a screen of cards, 3 under a section's own heading. */
  titleLevel?: 2 | 3;
}

export function TwoStepSection({ titleLevel = 2 }: TwoStepSectionProps = {}) {
  const status = useTwoStepStatus();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<'turn-off' | 'new-codes' | null>(null);
  // Closing a form (Cancel, Done) gives the focus back to the button that opened it.
  const closed = useRef<'turn-off' | 'new-codes' | null>(null);
  const newCodesButton = useRef<HTMLButtonElement>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    closed.current = open;
    setOpen(null);
  };
  useEffect(() => {
    if (open !== null || !closed.current) return;
    (closed.current === 'new-codes' ? newCodesButton : turnOffButton).current?.focus();
    closed.current = null;
  }, [open]);
  const body = (() => {
    if (status.isPending) return <Loading />;
    if (status.isError)
      return (
        <LoadError title="Failed to load two-step verification" onRetry={() => void status.refetch()} retrying={status.isFetching}>
          {errorMessage(status.error, messages.errors.internal)}
        </LoadError>
      );
    const { enabled, recovery_codes_left, required } = status.data;
    if (!enabled)
      return (
        <>
          <p>
            <Badge>Off</Badge> Signing in asks only for your password.
          </p>
          <Button asChild>
            <Link to={setupPathFrom(pathname)}>Turn on</Link>
          </Button>
        </>
      );
    return (
      <>
        <p>
          <Badge>On</Badge> Signing in asks for a code from your authenticator app. {recovery_codes_left} of 10 recovery codes left.
        </p>
        {required ? <p>{mfaMessages.requiredByPolicy}.</p> : null}
        {open === 'turn-off' ? <TurnOffForm onCancel={close} /> : null}
        {open === 'new-codes' ? <NewCodesForm onCancel={close} /> : null}
        {open === null ? (
          <div className={styles.actions}>
            <Button ref={newCodesButton} variant="outline" onClick={() => setOpen('new-codes')}>
              New recovery codes
            </Button>
            {required ? null : (
              <Button ref={turnOffButton} variant="outline" onClick={() => setOpen('turn-off')}>
                Turn off
              </Button>
            )}
          </div>
        ) : null}
      </>
    );
  })();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={titleLevel}>Two-step verification</CardTitle>
        <CardDescription>A code from your phone after your password</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
