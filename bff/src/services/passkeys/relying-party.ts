/** The WebAuthn relying party (issue #27 item 3): its id and the one origin it accepts, both from PUBLIC_URL. */
export interface RelyingParty {
  /** The host name of PUBLIC_URL (`localhost` locally): passkeys are scoped to it by the browser. */
  id: string;
  /** PUBLIC_URL's origin (scheme, host, port): the only origin an assertion or attestation may name. */
  origin: string;
  name: string;
}

export const relyingPartyFrom = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'NextLevel' };
};
