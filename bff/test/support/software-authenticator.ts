import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for API tests (issue #27): ES256 key pairs made with node's
 * crypto, `none` attestation, discoverable credentials with user verification. It answers the
 * options the bff hands out exactly as a browser passes an authenticator's answer on (the JSON of
 * SimpleWebAuthn's browser package), so the server's real verification runs on real signatures.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | Record<string, never>;

const head = (major: number, n: number): Buffer => {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
};

/** The few CBOR types WebAuthn's structures use (RFC 8949): integers, byte and text strings, maps. */
export const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
};

const b64u = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export interface CeremonyOverrides {
  /** The origin the "browser" names in clientDataJSON (default: the authenticator's origin). */
  origin?: string;
  /** The challenge it signs (default: the options'). */
  challenge?: string;
  /** The RP ID whose hash goes in authenticatorData (default: the options'). */
  rpId?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** Leave user verification out. */
  noUserVerification?: boolean;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export class SoftwareAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** Answers registration options as `startRegistration` does: a new credential, `none` attestation. */
  create(options: CreationOptions, overrides: CeremonyOverrides = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const counter = overrides.counter ?? 0;
    const flags = FLAG_UP | FLAG_AT | (overrides.noUserVerification ? 0 : FLAG_UV);
    const authData = this.authData(rpId, flags, counter, Buffer.concat([Buffer.alloc(16), idLength, id, cose]));
    const credential: SoftCredential = { id, rpId, userHandle: options.user.id, privateKey, publicKey, counter };
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64u(id),
        rawId: b64u(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64u(
            this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? this.origin),
          ),
          attestationObject: b64u(cbor({ fmt: 'none', attStmt: {}, authData } as unknown as Cbor)),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      },
    };
  }

  /** Answers request options as `startAuthentication` does, with `credential` (default: the first allowed, else the latest made). */
  get(options: RequestOptions, credential?: SoftCredential, overrides: CeremonyOverrides = {}) {
    const chosen =
      credential ??
      this.credentials.find((c) => options.allowCredentials?.some((a) => a.id === b64u(c.id))) ??
      this.credentials[this.credentials.length - 1];
    if (!chosen) throw new Error('the software authenticator holds no credential');
    chosen.counter = overrides.counter ?? chosen.counter + 1;
    const rpId = overrides.rpId ?? options.rpId ?? chosen.rpId;
    const authData = this.authData(rpId, FLAG_UP | (overrides.noUserVerification ? 0 : FLAG_UV), chosen.counter);
    const clientDataJSON = this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), chosen.privateKey);
    return {
      id: b64u(chosen.id),
      rawId: b64u(chosen.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: chosen.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
