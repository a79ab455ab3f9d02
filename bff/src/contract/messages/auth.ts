/** Sign-up, sign-in, e-mail verification and password reset (product §4, §5, §8). */
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

/** The account forms' field messages (product §5). */
export const authValidationMessages = {
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 128 characters',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be less than 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be less than 50 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  countryRequired: 'Please select a country',
  resetPasswordMin: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  resetTokenMissing: 'Invalid or missing reset token. Please request a new password reset.',
} as const;

/** The account screens' toasts when a call fails without a message of its own (product §8). */
export const authErrorMessages = {
  login: 'An error occurred during login',
  signup: 'An error occurred during signup',
  resend: 'Failed to resend verification email',
  verification: 'Verification failed',
} as const;
