import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = fs.readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');

/** The `ports:` entries of one service, read from the file as written (no YAML library in the repo). */
const publishedPorts = (service: string): string[] => {
  const block = new RegExp(`^ {2}${service}:\\n((?: {4}.*\\n|\\s*\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  const ports = /^ {4}ports:\n((?: {6}[-#].*\n)*)/m.exec(block)?.[1] ?? '';
  return [...ports.matchAll(/^ {6}- "?([^"#\s]+)"?/gm)].map((m) => m[1]!);
};

describe('#23.12 Mailpit in docker-compose.yml', () => {
  it('publishes its web UI, where every reset mail can be read, on 127.0.0.1 only', () => {
    const ports = publishedPorts('mailpit');
    expect(ports.some((p) => p.endsWith(':8025'))).toBe(true);
    for (const port of ports) expect(port, port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });
});
