import fs from 'node:fs';
import { expect } from 'vitest';
import { endpoints } from '../../src/contract/endpoints';
import { deployTokenStore } from '../../src/services/releases/deploy-tokens';
import { startTestApp, type TestApp } from './app';
import { shellFolder, startBuildServer, type BuildServer } from './builds';
import type { TestClient } from './client';
import { createUser, type TestUser } from './users';

/** An app serving a built shell, a CDN for area builds, the members pipeline's token and a signed-in staff user (issue #26). */
export interface ReleasesTestApp {
  t: TestApp;
  cdn: BuildServer;
  shell: string;
  token: string;
  staffUser: TestUser;
  staff: TestClient;
  /** A pipeline's request: its token, JSON, and nothing a browser adds; the clock moves a second first. */
  pipeline: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
  close: () => Promise<void>;
}

export const startReleasesApp = async (env: Record<string, string> = {}): Promise<ReleasesTestApp> => {
  const cdn = await startBuildServer();
  const shell = shellFolder();
  const t = await startTestApp({ env, deps: { static: { shell, remotes: {} } } });
  const token = (await deployTokenStore(t.db, t.clock).create('members', 'test')).token;
  const staffUser = await createUser(t.db, { category: 'Internal' });
  const staff = t.client();
  expect((await staff.post(endpoints.login.path, { email: staffUser.email, password: staffUser.password })).status).toBe(200);
  const pipeline: ReleasesTestApp['pipeline'] = async (method, path, body) => {
    t.clock.advance(1000);
    const res = await fetch(t.url + path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const close = async () => {
    await t.close();
    await cdn.close();
    fs.rmSync(shell, { recursive: true, force: true });
  };
  return { t, cdn, shell, token, staffUser, staff, pipeline, close };
};
