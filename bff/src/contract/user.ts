import type * as v from 'valibot';
import { responseSchema } from './response-schema';

/** The user categories of product §1; other values may exist in the database and land on /. */
export const USER_CATEGORIES = ['Internal', 'Member'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

/** The signed-in user as GET /api/user and POST /api/login answer it (product §3). */
export const currentUserSchema = responseSchema((v) =>
  v.object({
    id: v.string(),
    /** Other values may exist in the database; they land on / (product §1). */
    category: v.string(),
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    country_id: v.string(),
    /**
     * A new address asked for in settings and not confirmed yet (its link went to it): the account
     * still signs in with `email` until then. Left out when there is none (issue #24.10).
     */
    pending_email: v.optional(v.string()),
    /**
     * True in the session that the sign-up's e-mail verification started: the account's first
     * sign-in, so the member dashboard says "Welcome", not "Welcome back" (issue #24.14). Left out
     * otherwise (a sign-in with the password, a session read later by another sign-in).
     */
    first_visit: v.optional(v.literal(true)),
    /**
     * True in a session that REQUIRE_MFA_FOR holds until a second factor is set up (issue #27
     * item 5): every other API answers 403 `mfa-setup-required` and the pages go to
     * `/setup-two-step`. Left out otherwise.
     */
    mfa_setup_required: v.optional(v.literal(true)),
  }),
);
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;

export const userResponseSchema = responseSchema((v) => v.object({ user: currentUserSchema }));
export type UserResponse = v.InferOutput<typeof userResponseSchema>;

/**
 * GET /api/verify-email. `user` is there exactly when the opener was signed in: a sign-up's link
 * opened in the browser that signed up (product §4; that browser holds the sign-up cookie). Opened
 * anywhere else it verifies the address and signs nobody in (issue #23 item 2), and confirming a
 * changed address never signs anyone in (issue #9): both answer a message asking to sign in.
 */
export const verifyEmailResponseSchema = responseSchema((v) =>
  v.object({
    user: v.optional(currentUserSchema),
    message: v.string(),
    /**
     * The link was used before and its address is verified (issue #24.10): nothing changed now and
     * nobody was signed in. Only a link really issued and used says so (docs/decisions/024).
     */
    already_verified: v.optional(v.literal(true)),
  }),
);
export type VerifyEmailResponse = v.InferOutput<typeof verifyEmailResponseSchema>;

/** PUT /api/members/settings: the account as stored after the change, so the sidebar shows a new name at once (product §7). */
export const memberSettingsResponseSchema = responseSchema((v) => v.object({ message: v.string(), user: currentUserSchema }));
export type MemberSettingsResponse = v.InferOutput<typeof memberSettingsResponseSchema>;
