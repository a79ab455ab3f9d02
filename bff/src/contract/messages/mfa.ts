/** Two-step verification: one-time codes, recovery codes and the policy (issue #27 items 4-6). */
export const mfaMessages = {
  codeRequired: 'Enter the 6-digit code or a recovery code',
  codeInvalid: 'That code is not valid. Please try again.',
  codeTooLong: 'A code is at most 32 characters',
  /** The second step's pending sign-in is missing, forged or older than its 5 minutes. */
  pendingExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-step verification is already on',
  notStarted: 'Start turning on two-step verification first',
  notOn: 'Two-step verification is not on',
  turnedOn: 'Two-step verification is on',
  turnedOff: 'Two-step verification is off',
  /** POST /api/mfa/recovery-codes: the ten before are void. */
  recoveryCodesRegenerated: 'New recovery codes were made. The old ones no longer work.',
  /** The policy (REQUIRE_MFA_FOR) covers this account and nothing else holds a second factor. */
  requiredByPolicy: 'Your account must keep two-step verification on',
  /** Any other API call of a session that must first set up a second factor (code `mfa-setup-required`). */
  setupRequired: 'Set up two-step verification to continue',
} as const;
