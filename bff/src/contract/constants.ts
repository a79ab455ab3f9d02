/** Business constants of SPEC §9, shared by client and server. */
export const PASSWORD_MIN = 8;
/** Upper bound so hashing cost stays bounded (OWASP ASVS 5.0 V6.2). */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const VERIFY_REDIRECT_MS = 2000;
export const RESET_REDIRECT_MS = 2000;
export const NAV_GLASS_SCROLL_PX = 50;
export const CONTACT_DELAY_MS = 1000;
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_RANGE = 30;
export const TOP_PAGES_OVERVIEW = 5;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const COPYRIGHT_YEAR = 2025;
export const COUNTRY_COUNT = 196;
export const ANALYTICS_SESSION_STORAGE_KEY = 'analytics_session';
export const USER_CATEGORIES = ['Internal', 'Member'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
export const UPLOAD_TABLES = ['categories', 'authors', 'snippets'] as const;
export type UploadTable = (typeof UPLOAD_TABLES)[number];
export const DEFAULT_PROMPT_KEY = 'default_snippet_prompt';
/** Where each category lands after sign-in (SPEC §2). */
export const dashboardPathFor = (category: string | null | undefined): string =>
  category === 'Internal' ? '/internal/dashboard' : category === 'Member' ? '/members/dashboard' : '/';
