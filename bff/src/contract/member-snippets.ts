import type * as v from 'valibot';
import { responseSchema } from './response-schema';

/** Random or favourite snippet (product §3). */
export const memberSnippetSchema = responseSchema((v) =>
  v.object({
    id: v.string(),
    text: v.string(),
    authorName: v.string(),
    categoryName: v.string(),
    detailed_explanation: v.nullable(v.string()),
    isFavourite: v.boolean(),
  }),
);
export type MemberSnippet = v.InferOutput<typeof memberSnippetSchema>;

/** The answer of POST and DELETE /api/snippets/{id}/favourite. */
export const favouriteStateSchema = responseSchema((v) => v.object({ isFavourite: v.boolean() }));
export type FavouriteState = v.InferOutput<typeof favouriteStateSchema>;
