/**
 * A host name that never leaves the machine it is used on: `localhost` and its subdomains (RFC 6761),
 * 127.0.0.0/8 or ::1. Takes `URL.hostname`, which writes IPv4 in full and IPv6 in brackets.
 */
export const isLoopbackHostname = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
};
