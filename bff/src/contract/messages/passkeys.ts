/** Passkeys: sign-in with one, and the settings that add, rename and remove them (issue #27, product §2.3, §2.22). */
export const passkeyMessages = {
  nameRequired: 'Passkey name is required',
  nameTooLong: 'Passkey name must be at most 64 characters',
  responseInvalid: 'The passkey response is not valid',
  /** Neither the current password nor a passkey came with a request that needs one, nor one in the last minutes. */
  confirmationRequired: 'Confirm with your current password or a passkey',
  /** A challenge that was used, expired, or belongs to another session or browser. */
  challengeExpired: 'The passkey request expired. Please try again.',
  /** The assertion or attestation did not verify (wrong origin, RP ID, signature or counter). */
  verificationFailed: 'The passkey could not be verified',
  /** Sign-in with a passkey no account holds (removed, or of another site). */
  unknownPasskey: 'This passkey is not registered with NextLevel',
  alreadyRegistered: 'This passkey is already registered',
  notFound: 'Passkey not found',
  /** REQUIRE_MFA_FOR: removing the only second factor an account of a listed category holds. */
  lastFactorRequired: 'Your account must keep a second factor: turn on two-step verification or add another passkey first',
  /** The member has none to confirm with. */
  noPasskeys: 'You have no passkeys yet',
  tooMany: 'You can register at most 20 passkeys',
  added: 'Passkey added',
  renamed: 'Passkey renamed',
  removed: 'Passkey removed',
  /** The front-end's fallbacks (product §8). */
  signInFailed: 'Signing in with a passkey failed',
  cancelled: 'The passkey request was cancelled',
  unsupported: 'This browser does not support passkeys',
  loadFailed: 'Failed to load your passkeys',
  /** Beside a Current password field: confirm with a passkey instead (issue #27 item 6). */
  useInstead: 'Use a passkey instead',
  waiting: 'Waiting for your passkey...',
} as const;
