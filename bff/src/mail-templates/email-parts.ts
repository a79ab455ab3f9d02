/** What an account mail says, before the shared layout turns it into HTML and text. */
export interface EmailParts {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** A link into the app, always from PUBLIC_URL — never from the request's Host (issue #4). */
export const appLink = (publicUrl: string, path: string, query: Record<string, string> = {}): string => {
  const url = new URL(path.replace(/^\//, ''), publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
};

export const SIGNATURE = 'The Next-Level Success Solutions team';
