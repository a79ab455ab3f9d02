/**
 * The seeded `default_snippet_prompt` setting. The snippet form puts it after the quote, its
 * author and its category (product §4: "Quote, Author name, Category name, then Required followed by
 * the default prompt"), so it speaks about "the quote above" and never repeats it.
 */
export const defaultPrompt = [
  'Write a short explanation of the quote above for the members of a technology and skills-development community.',
  '',
  'Cover:',
  '- what the quote means in plain words, and the idea behind it;',
  '- a line of context about the author and when or why they said it, only if you are sure of it;',
  '- how it applies to learning, work and career growth today, with one concrete example;',
  '- one small, practical thing the reader could try this week.',
  '',
  'Tone: warm, encouraging and practical, like a good mentor; speak to the reader as "you"; no clichés, no hype.',
  'Length: two or three short paragraphs, 120 to 180 words in total.',
  'Format: plain text only, with no headings, bullet points, markdown or emoji, and do not repeat the quote.',
].join('\n');
