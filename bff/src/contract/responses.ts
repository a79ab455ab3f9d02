import type { ActiveMembers, AreaBuildViews, EventCount, PageViewsPoint, SessionStats, TopPage } from './analytics';
import type { Country } from './countries';
import type { SnippetForEditNamed } from './options';
import type { api } from './paths';
import type { AiStatus, Author, Category, GeneratedExplanation, SettingValue, SnippetListItem } from './snippets';
import type { UploadResult } from './upload';
import type { UserResponse } from './user';

/**
 * What each /api route answers when it succeeds, by its name in `api` and its method: the JSON
 * body, or `undefined` when it sends none (a 201 or 204 without a body). Screen stories type their
 * fixtures with it (@nextlevel/shell/stories, issue #14), so a shape changed here fails a stale one.
 */
export interface ApiResponses {
  user: { GET: UserResponse };
  countries: { GET: Country[] };
  analyticsSession: { POST: { id: string } };
  analyticsSessionEnd: { POST: undefined };
  analyticsPageView: { POST: undefined };
  analyticsEvent: { POST: undefined };
  analyticsPageViews: { GET: PageViewsPoint[] };
  analyticsTopPages: { GET: TopPage[] };
  analyticsEvents: { GET: EventCount[] };
  analyticsSessions: { GET: SessionStats };
  analyticsActive: { GET: ActiveMembers };
  analyticsBuilds: { GET: AreaBuildViews[] };
  /** One page; the headers X-Total-Count and X-Next-Cursor say how many and where the next starts. */
  internalSnippets: { GET: SnippetListItem[] };
  /** With the names of its author and category (issue #24). */
  internalSnippet: { GET: SnippetForEditNamed };
  internalAuthors: { GET: Author[] };
  internalCategories: { GET: Category[] };
  internalAuthor: { GET: Author };
  internalCategory: { GET: Category };
  /** One page of a picker's search; X-Next-Cursor says where the next starts. */
  internalAuthorOptions: { GET: Author[] };
  internalCategoryOptions: { GET: Category[] };
  defaultPrompt: { GET: SettingValue; POST: SettingValue };
  /** The JSON answer; asked with Accept: text/event-stream it streams ExplanationChunkEvents instead. */
  generateExplanation: { POST: GeneratedExplanation };
  aiStatus: { GET: AiStatus };
  createSnippet: { POST: SnippetListItem };
  updateSnippet: { POST: SnippetListItem };
  uploadData: { POST: UploadResult };
}

/** A name of `api`. */
export type ApiRouteName = keyof typeof api;

// Every path of `api` has its answer above: a path added without one fails the typecheck here.
type NoneMissing<Missing extends never> = Missing;
export type ApiResponsesCoverEveryPath = NoneMissing<Exclude<ApiRouteName, keyof ApiResponses>>;
