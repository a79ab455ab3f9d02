/** Sign-in, sign-up, e-mail verification and password reset (product §4, §8). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before signing in',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have access to this resource',
  registered: 'Account created. Please check your email to verify your account.',
  verificationSent: 'If an unverified account exists for that email, a verification link has been sent.',
  verificationInvalid: 'Invalid or expired verification link',
  verificationMissingToken: 'Invalid verification link',
  verified: 'Email verified successfully',
  emailChangeConfirmed: 'Your new email address is confirmed. Please sign in to continue.',
  /** A sign-up's link opened in a browser other than the one that signed up (issue #23 item 2): nobody is signed in. */
  verifiedPleaseSignIn: 'Your email address is verified. Please sign in to continue.',
  /** A link that was used already, opened again (issue #24.10): it verified its address then, and signs nobody in now. */
  alreadyVerified: 'This email address is already verified.',
  currentPasswordIncorrect: 'Current password is incorrect',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  resetInvalid: 'Invalid or expired reset token. Please request a new password reset.',
  resetDone: 'Password has been reset successfully. Redirecting to login...',
  loggedOut: 'Logged out',
  tooManyRequests: 'Too many attempts. Please try again later.',
} as const;
