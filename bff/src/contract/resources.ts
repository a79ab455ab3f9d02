import * as v from 'valibot';
import type { UserCategory } from './constants';
import { ANALYTICS_RANGES, UPLOAD_TABLES } from './constants';
import { id } from './fields';
import { messages } from './messages';

const m = messages.validation;

/** The signed-in user as GET /api/user and POST /api/login answer it (SPEC §3). */
export interface CurrentUser {
  id: string;
  category: UserCategory | string;
  first_name: string;
  last_name: string;
  email: string;
  country_id: string;
}
export interface UserResponse { user: CurrentUser }
/**
 * GET /api/verify-email. A sign-up's first verification signs the user in (`user` set, SPEC §4);
 * confirming a changed address signs nobody in (issue #9) and only says so.
 */
export interface VerifyEmailResponse { user?: CurrentUser; message: string }
export interface MessageResponse { message: string }
export interface ErrorResponse { error: string }
export interface Country { id: string; country: string }
export interface Author { id: string; name: string }
export interface Category { id: string; category: string }

/** Random or favourite snippet (SPEC §3). */
export interface MemberSnippet {
  id: string;
  text: string;
  authorName: string;
  categoryName: string;
  detailed_explanation: string | null;
  isFavourite: boolean;
}
export interface SnippetListItem {
  id: string;
  text: string;
  authorName: string;
  categoryName: string;
  detailed_explanation: string | null;
}
export interface SnippetForEdit {
  text: string;
  authorId: string;
  categoryId: string;
  detailed_explanation: string | null;
}
export interface SettingValue { value: string }
export interface GeneratedExplanation { explanation: string }

export const snippetSaveSchema = v.object({
  text: v.pipe(v.string(m.snippetRequired), v.trim(), v.nonEmpty(m.snippetRequired), v.maxLength(5000)),
  authorId: id(m.snippetRequired),
  categoryId: id(m.snippetRequired),
  explanation: v.optional(v.pipe(v.string(), v.maxLength(20000))),
});
export type SnippetSaveInput = v.InferOutput<typeof snippetSaveSchema>;

export const generateExplanationSchema = v.object({
  prompt: v.pipe(v.string(m.promptRequired), v.trim(), v.nonEmpty(m.promptRequired), v.maxLength(20000)),
});

export const settingValueSchema = v.object({
  value: v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(20000)),
});

export const uploadDataSchema = v.object({
  table: v.picklist(UPLOAD_TABLES, 'Table must be categories, authors or snippets'),
  data: v.pipe(v.array(v.array(v.string())), v.minLength(1, 'No records to upload'), v.maxLength(10000, 'At most 10000 records per upload')),
});
export type UploadDataInput = v.InferOutput<typeof uploadDataSchema>;

// Analytics (SPEC §3, §7)
export const analyticsDaysSchema = v.pipe(
  v.string(),
  v.transform(Number),
  v.picklist(ANALYTICS_RANGES as unknown as number[], 'days must be 7, 30 or 90'),
);
export const startSessionSchema = v.object({ entryPage: v.pipe(v.string(), v.maxLength(2048)) });
export const pageViewSchema = v.object({
  session_id: v.pipe(v.string(), v.uuid('Invalid session id')),
  page_path: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048)),
  referrer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048)))),
  user_agent: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1024)))),
  screen_width: v.optional(v.nullable(v.string())),
  screen_height: v.optional(v.nullable(v.string())),
});
export const eventSchema = v.object({
  session_id: v.pipe(v.string(), v.uuid('Invalid session id')),
  event_type: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  event_data: v.nullable(v.pipe(v.string(), v.maxLength(10000))),
  page_path: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048)))),
});
export const endSessionSchema = v.object({
  exitPage: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  totalDuration: v.optional(v.union([v.string(), v.number()])),
});
export interface PageViewsPoint { date: string; views: number }
export interface TopPage { page_path: string; unique_users: number; views: number }
export interface EventCount { event_type: string; count: number }
export interface SessionStats { totalSessions: number; avgDuration: number }
