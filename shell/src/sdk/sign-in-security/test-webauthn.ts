import { vi } from 'vitest';

// The browser's WebAuthn, faked at its edge for component tests: `navigator.credentials.create` and
// `.get` answer with ArrayBuffers as an authenticator does. Tests only.

export const bytes = (text: string) => new TextEncoder().encode(text).buffer;

export const withWebAuthn = ({ create, get }: { create?: () => Promise<unknown>; get?: () => Promise<unknown> }) => {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: () => Promise.resolve(false) }),
  );
  const credentials = {
    create: vi.fn(create ?? (() => Promise.reject(new Error('no create')))),
    get: vi.fn(get ?? (() => Promise.reject(new Error('no get')))),
  };
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: credentials });
  return credentials;
};

export const withoutWebAuthn = () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
};

/** What `navigator.credentials.get` answers for one of the user's passkeys. */
export const anAssertionCredential = {
  id: 'bXktY3JlZA',
  rawId: bytes('my-cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: bytes('{}'),
    authenticatorData: bytes('auth'),
    signature: bytes('sig'),
    userHandle: bytes('user'),
  },
  getClientExtensionResults: () => ({}),
};

/** POST /api/passkeys/confirmation-options' answer. */
export const confirmationOptions = {
  challenge: 'Y29uZmlybQ',
  rpId: 'localhost',
  allowCredentials: [{ id: 'bXktY3JlZA', type: 'public-key' }],
  userVerification: 'required',
};
