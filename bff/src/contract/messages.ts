/** The message catalogue: product §5 (validation) and §8 (errors), shared by the bff and the front-ends. */
export const messages = {
  required: 'Required',
  validation: {
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
    settingsEmailInvalid: 'Invalid email address',
    settingsCountryRequired: 'Country is required',
    currentPasswordRequired: 'Current password is required',
    snippetRequired: 'Text, author, and category are required',
    promptRequired: 'Prompt is required',
    contactAllFields: 'Please fill in all fields',
    messageRequired: 'Message is required',
    csvOnly: 'Only .csv files are accepted',
    snippetTextTooLong: 'Text must be at most 5000 characters',
    explanationTooLong: 'Explanation must be at most 20000 characters',
    promptTooLong: 'Prompt must be at most 20000 characters',
    settingValueTooLong: 'Value must be at most 20000 characters',
    /** Title of the contact form's empty-submit message (product §5; on the form itself since issue #24.5). */
    title: 'Validation Error',
  },
  /** POST /api/internal/upload-data (product §5 CSV rules; the record shapes of contract/upload.ts). */
  upload: {
    tableInvalid: 'Table must be categories, authors or snippets',
    dataInvalid: 'Data must be a list of records',
    columnsInvalid: 'Columns must be a list of at most 50 column names',
    noRecords: 'No records to upload',
    tooManyRecords: 'At most 100,000 records per upload',
    recordInvalid: "Each record must be an object of the table's columns",
    idRequired: 'Each record needs an id',
    // Each names its column: a CSV row is dropped with it ("line 6: author must be a UUID", issue #24.12).
    idInvalid: 'id must be a UUID',
    authorInvalid: 'author must be a UUID',
    snippetCategoryInvalid: 'category must be a UUID',
    categoryRequired: 'Each category record needs a category',
    categoryTooLong: 'Each category must be at most 200 characters',
    nameRequired: 'Each author record needs a name',
    nameTooLong: 'Each author name must be at most 200 characters',
    textRequired: 'Each snippet record needs a text',
    authorRequired: 'Each snippet record needs an author id',
    snippetCategoryRequired: 'Each snippet record needs a category id',
    duplicateId: 'The same id appears more than once in this upload',
    busy: 'Another upload is being stored. Please try again in a moment.',
    readTimeout: 'The upload took too long to arrive. Please try again.',
    // One upload carries one table, so a snippet's author and category must already be stored.
    unknownAuthor: 'Unknown author id: upload the authors first',
    unknownCategory: 'Unknown category id: upload the categories first',
  },
  /** Why the CSV reader (client preview and `pnpm cli import`) dropped a row (product §5; issue #12). */
  csv: {
    noId: 'no id',
    noText: 'no text',
    noName: 'no name',
    noCategory: 'no category',
    noAuthor: 'no author',
    unreadable: 'The file could not be read as CSV',
  },
  /** The internal CMS routes (issue #12). */
  internal: {
    authorNotFound: 'Author not found',
    categoryNotFound: 'Category not found',
    authorIdInvalid: 'Invalid author id',
    categoryIdInvalid: 'Invalid category id',
    searchTooLong: 'Search must be at most 200 characters',
    cursorInvalid: 'Invalid cursor',
    idsInvalid: 'ids must be at most 100 comma-separated UUIDs',
    limitInvalid: 'limit must be a whole number from 1 to 200',
  },
  /** The Member snippet routes (issue #11): a malformed id in the path or `?exclude=`, an unknown one. */
  snippets: {
    idInvalid: 'Invalid snippet id',
    notFound: 'Snippet not found',
    tooManyViews: 'Too many snippet views. Please slow down.',
  },
  analytics: {
    daysInvalid: 'days must be 7, 30 or 90',
    periodInvalid: 'period must be current or previous',
    sessionIdInvalid: 'Invalid session id',
    sessionNotFound: 'Analytics session not found',
    recordInvalid: 'Invalid analytics record',
    durationInvalid: 'totalDuration must be a whole number of seconds',
    screenSizeInvalid: 'Screen sizes must be whole numbers',
    pagePathTooLong: 'Page paths must be at most 512 characters',
    eventDataTooLong: 'Event data must be at most 1000 characters',
    tooManyRequests: 'Too many analytics requests. Please slow down.',
    sessionEnded: 'Analytics session already ended',
  },
  auth: {
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
  },
  settings: {
    updated: 'Settings updated successfully',
    updatedEmailPending: 'Settings updated successfully. Please check your new email address to verify it.',
    failed: 'Failed to update settings',
  },
  errors: {
    /** Title of every error toast (product §8). */
    title: 'Error',
    login: 'An error occurred during login',
    signup: 'An error occurred during signup',
    resend: 'Failed to resend verification email',
    verification: 'Verification failed',
    generic: 'An error occurred. Please try again.',
    upload: 'Upload failed. Please try again.',
    generateExplanation: 'Failed to generate explanation',
    saveSnippet: 'Failed to save snippet',
    saveDefaultPrompt: 'Failed to save default prompt',
    pageViewStats: 'Failed to fetch page view stats',
    topPages: 'Failed to fetch top pages',
    eventStats: 'Failed to fetch event stats',
    sessionStats: 'Failed to fetch session stats',
    /** Ours (issue #13): the two analytics loads product §8 does not name. */
    buildStats: 'Failed to fetch views by build',
    activeMembers: 'Failed to fetch active members',
    /** Ours (issue #24.7): the one error of an analytics tab when more than one of its loads failed (each is listed under it). */
    analytics: 'Failed to fetch analytics',
    randomSnippet: 'Failed to fetch snippet',
    favourites: 'Failed to fetch favourites',
    favouriteToggle: 'Failed to update favourite',
    contact: 'Something went wrong. Please try again.',
    accessDenied: 'Access denied. Redirecting...',
    notFound: '404 Page Not Found',
    apiNotFound: 'Not found',
    internal: 'Internal server error',
    payloadTooLarge: 'Request body is too large',
    badJson: 'Request body must be valid JSON',
    unstorableText: 'Text must not contain NUL characters or invalid Unicode',
    unsupportedEncoding: 'Request body encoding is not supported',
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    csrf: 'Cross-site request refused',
    aiNotConfigured: 'AI explanations are not configured',
    aiFailed: 'The AI service failed to answer. Please try again.',
    aiTimeout: 'The AI service took too long to answer. Please try again.',
    aiTooMany: 'Too many explanations requested. Please try again later.',
    /** Ours (issue #24.7): the session check or a screen's load got no answer; the visitor stays where they were. */
    unreachable: "Can't reach NextLevel",
    unreachableHelp: 'Your connection or NextLevel itself may be down. You are still signed in as far as we know: try again in a moment.',
    /** Shown while the browser says it is offline (issue #24.7). */
    offline: "You're offline. What you see may be out of date; it loads again once you're back online.",
  },
  success: {
    defaultPromptSaved: 'Default prompt saved successfully',
    explanationGenerated: 'Explanation generated successfully',
    snippetCreated: 'Snippet created successfully',
    snippetUpdated: 'Snippet updated successfully',
    contactTitle: 'Success!',
    contact: 'Thank you for your interest! We will get back to you soon.',
  },
} as const;

/** A reply that is only a message (product §7: resend, reset, register, settings…). */
export interface MessageResponse {
  message: string;
}

/**
 * 100000 → "100,000", the same in the browser and the CLI. Not toLocaleString: the first Intl call
 * of a page loads number-format data, a main-thread task of tens of milliseconds on a slow phone.
 */
export const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** "1 record", "2,500 records": the preview, the result and the CLI count alike (issue #24.12). */
export const recordCount = (n: number): string => `${withThousands(n)} ${n === 1 ? 'record' : 'records'}`;
/** "1 row", "2,500 rows": rows of a CSV file, dropped or blank. */
export const rowCount = (n: number): string => `${withThousands(n)} ${n === 1 ? 'row' : 'rows'}`;

export const uploadSuccessMessage = (count: number, table: string): string =>
  `Successfully uploaded ${recordCount(count)} to ${table} table`;

/** A CSV file whose header row does not name the chosen table's columns (issue #24.12): nothing is read from it. */
export const csvHeaderMismatchMessage = (table: string, expected: readonly string[], found: readonly string[]): string =>
  `This file's columns do not match the ${table} table: expected "${expected.join(',')}", found "${found.join(',')}"`;

/** A CSV row with fewer cells than its table needs (product §5: snippets 4, authors and categories 2). */
export const csvTooFewColumnsMessage = (min: number): string => `fewer than ${min} columns`;
/** The upload refused as a whole: nothing is stored (issue #12), and `problems` says which records. */
export const uploadRefusedMessage = (count: number): string =>
  `Nothing was uploaded: ${withThousands(count)} ${count === 1 ? 'record has a problem' : 'records have problems'}`;
