import { currentPasswordFormSchema, messages, mfaMessages, mfaCodeSchema, type MfaSetupResponse } from '@nextlevel/bff/contract';
import { Alert, Button, ErrorAnnouncer, Form, FormActions, PasswordField, TextField } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useSchemaForm } from '@nextlevel/shell/forms';
import { useState } from 'react';
import { useConfirmMfaSetup, useStartMfaSetup } from '../api/mfa-setup';
import styles from './TwoStepSetup.module.css';

export interface TwoStepSetupProps {
  /** After the recovery codes were shown: where the user goes on. */
  onDone: () => void;
}

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function PasswordStep({ onStarted }: { onStarted: (setup: MfaSetupResponse) => void }) {
  const start = useStartMfaSetup();
  const form = useSchemaForm(currentPasswordFormSchema, { currentPassword: '' }, { idPrefix: 'two-step-password' });
  const failure = start.error ? errorMessage(start.error, messages.errors.internal) : null;
  return (
    <Form spacing="compact" onSubmit={form.handleSubmit((input) => start.mutate(input, { onSuccess: onStarted }))}>
      <ErrorAnnouncer errors={form.errors} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {/* The password only: POST /api/mfa/setup takes a passkey too, but a user the policy holds has none, and
          ConfirmIdentityField shared into mf-public adds ~390 B gzip to / (its remoteEntry; decision 003). */}
      <PasswordField label="Current password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <Button type="submit" size="lg" fullWidth busy={start.isPending} busyText="Checking...">
        Continue
      </Button>
    </Form>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: MfaSetupResponse; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmMfaSetup();
  const form = useSchemaForm(mfaCodeSchema, { code: '' }, { idPrefix: 'two-step-confirm' });
  const failure = confirm.error ? errorMessage(confirm.error, messages.errors.internal) : null;
  return (
    <Form
      spacing="compact"
      onSubmit={form.handleSubmit((input) => confirm.mutate(input, { onSuccess: ({ recovery_codes }) => onConfirmed(recovery_codes) }))}
    >
      <ErrorAnnouncer errors={form.errors} />
      <p>Scan this QR code with your authenticator app, or type the key below into it.</p>
      <img className={styles.qr} src={setup.qr_code} alt="QR code for your authenticator app" width={192} height={192} />
      <p className={styles.secret} aria-label="Setup key">
        {grouped(setup.secret)}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Code from the app"
        hint="Enter the 6-digit code your app shows now."
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        {...form.field('code')}
      />
      <Button type="submit" size="lg" fullWidth busy={confirm.isPending} busyText="Verifying...">
        Turn on
      </Button>
    </Form>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `NextLevel recovery codes\n\n${codes.join('\n')}\n`;
  return (
    <div className={styles.recovery}>
      <Alert tone="success">{mfaMessages.turnedOn}</Alert>
      <p>Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.</p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <FormActions>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="nextlevel-recovery-codes.txt">
            Download
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </FormActions>
    </div>
  );
}

/**
 * Turning one-time codes on (issue #27 item 4): the current password, then the QR code and the
 * secret as text, a confirming code, then the ten recovery codes, shown once (copy or download).
 */
export function TwoStepSetup({ onDone }: TwoStepSetupProps) {
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesStep codes={codes} onDone={onDone} />;
  if (setup) return <ScanStep setup={setup} onConfirmed={setCodes} />;
  return <PasswordStep onStarted={setSetup} />;
}
