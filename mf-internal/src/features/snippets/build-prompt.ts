/** What the prompt is built from: the snippet as chosen in the form, and the Settings' default prompt. */
export interface PromptParts {
  text: string;
  authorName: string;
  categoryName: string;
  defaultPrompt: string;
}

/**
 * product §4: "Quote, Author name, Category name, then Required followed by the default prompt".
 * The seeded default prompt speaks of "the quote above" (bff/src/db/seed-data/default-prompt.ts).
 */
export const buildPrompt = ({ text, authorName, categoryName, defaultPrompt }: PromptParts): string =>
  [`Quote: "${text.trim()}"`, `Author: ${authorName}`, `Category: ${categoryName}`, '', 'Required:', defaultPrompt.trim()].join('\n');
