import { messages, passkeyMessages } from '@nextlevel/bff/contract';
import { errorMessage } from '@nextlevel/shell/error-message';

const currentPasswordMessages: readonly string[] = [messages.validation.currentPasswordRequired, messages.auth.currentPasswordIncorrect];

/**
 * What a failed passkey action says: the browser's dialog dismissed or timed out, no WebAuthn in
 * this browser, else the server's message (fallback `fallback`), and whether it belongs to the
 * Current password field.
 */
export const passkeyFailure = (error: unknown, fallback: string): { message: string; onPassword: boolean } => {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return { message: passkeyMessages.cancelled, onPassword: false };
  }
  if (error instanceof Error && /not supported/i.test(error.message)) return { message: passkeyMessages.unsupported, onPassword: false };
  const message = errorMessage(error, fallback);
  return { message, onPassword: currentPasswordMessages.includes(message) };
};
