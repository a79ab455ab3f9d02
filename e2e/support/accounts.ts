import fs from 'node:fs/promises';
import path from 'node:path';
import { CSRF_HEADER, type UserCategory } from '@nextlevel/bff/contract';
import type { BrowserContext } from 'playwright-core';
import { endpoints } from '@nextlevel/bff/contract';

export interface Account {
  email: string;
  password: string;
}

const demoEmails: Record<UserCategory, string> = { Member: 'member@example.com', Internal: 'internal@example.com' };

/** The demo account of a category; the bff writes their passwords to DATA_DIR outside production. */
export async function demoAccount(dataDir: string, category: UserCategory): Promise<Account> {
  const stored = JSON.parse(await fs.readFile(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as Record<string, string>;
  const email = demoEmails[category];
  const password = stored[email];
  if (!password) throw new Error(`No demo ${category} account in ${dataDir}`);
  return { email, password };
}

/** Signs the browser context in through the API, so its pages share the session cookie. */
export async function signIn(context: BrowserContext, baseUrl: string, account: Account): Promise<void> {
  const res = await context.request.post(new URL(endpoints.login.path, baseUrl).href, {
    data: account,
    headers: { [CSRF_HEADER]: '1', Origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`Sign-in as ${account.email} failed: ${res.status()} ${await res.text()}`);
}
