import { describe, expect, it } from 'vitest';
import { alreadyRegisteredEmail } from './already-registered';
import { appLink } from './email-parts';
import { emailChangedEmail } from './email-changed';
import { passwordChangedEmail } from './password-changed';
import { passwordResetEmail } from './password-reset';
import { verificationEmail } from './verification';
import { verifyNewEmail } from './verify-new-email';

const publicUrl = 'https://app.nextlevel.example';

describe('account mail templates', () => {
  it('builds links from PUBLIC_URL, keeping a sub-path and encoding the token', () => {
    expect(appLink('https://x.example/portal', '/verify-email', { token: 'a+b/c' })).toBe(
      'https://x.example/portal/verify-email?token=a%2Bb%2Fc',
    );
    expect(appLink('https://x.example/', '/login')).toBe('https://x.example/login');
  });

  it('puts the verification token in a /verify-email link', () => {
    const mail = verificationEmail({ publicUrl, firstName: 'Ada', token: 'tok' });
    expect(mail.action?.url).toBe(`${publicUrl}/verify-email?token=tok`);
    expect(mail.heading).toContain('Ada');
  });

  it('puts the reset token in a /reset-password link', () => {
    expect(passwordResetEmail({ publicUrl, firstName: 'Ada', token: 'tok' }).action?.url).toBe(`${publicUrl}/reset-password?token=tok`);
  });

  it('offers sign-in and reset links to an existing owner', () => {
    const mail = alreadyRegisteredEmail({ publicUrl, firstName: 'Ada' });
    expect(mail.paragraphs.join(' ')).toContain(`${publicUrl}/login`);
    expect(mail.action?.url).toBe(`${publicUrl}/forgot-password`);
  });

  it('tells the old address where the account is moving', () => {
    expect(emailChangedEmail({ publicUrl, firstName: 'Ada', newEmail: 'new@example.com' }).paragraphs.join(' ')).toContain(
      'new@example.com',
    );
    expect(verifyNewEmail({ publicUrl, firstName: 'Ada', token: 't' }).action?.url).toBe(`${publicUrl}/verify-email?token=t`);
    expect(passwordChangedEmail({ publicUrl, firstName: 'Ada' }).subject).toMatch(/password was changed/);
  });
});
