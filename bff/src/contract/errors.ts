/** How a non-OK answer becomes a message (product §8): error field, else message field, else raw text, else status text. */
export const messageFromErrorBody = (body: string, statusText: string): string => {
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object') {
        const { error, message } = parsed as { error?: unknown; message?: unknown };
        if (typeof error === 'string' && error) return error;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // not JSON: fall through to the raw text
    }
    return body;
  }
  return statusText;
};

/** The body of every non-OK /api answer. */
export interface ErrorResponse {
  error: string;
}
