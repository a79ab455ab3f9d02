import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import { DEFAULT_PROMPT_KEY, LONG_TEXT_MAX } from '../../contract/snippets';
import { defaultPrompt } from '../../db/seed-data/default-prompt';
import { signedInAs } from './internal-test-support';
import { endpoints } from '../../contract/endpoints';

let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedInAs(t, 'Internal');
});
afterAll(async () => t?.close());

const row = async () =>
  (await t.db('settings').where({ key: DEFAULT_PROMPT_KEY }).first()) as { value: string; updated_date: Date } | undefined;

describe('/api/internal/settings/default_snippet_prompt', () => {
  it('GET answers the seeded default prompt as { value }', async () => {
    const res = await staff.get(endpoints.getDefaultPrompt.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ value: defaultPrompt });
  });

  it('POST saves the value (trimmed) and its updated_date; GET reads it back', async () => {
    t.clock.advance(60_000);
    const res = await staff.post(endpoints.saveDefaultPrompt.path, { value: '  Explain the quote to a new manager.  ' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ value: 'Explain the quote to a new manager.' });
    expect((await staff.get(endpoints.getDefaultPrompt.path)).json()).toEqual({ value: 'Explain the quote to a new manager.' });
    const saved = await row();
    expect(saved!.value).toBe('Explain the quote to a new manager.');
    expect(saved!.updated_date.getTime()).toBe(t.clock.now().getTime());
  });

  it('POST refuses a missing, blank or non-text value with the catalogue message, keeping the saved one', async () => {
    await staff.post(endpoints.saveDefaultPrompt.path, { value: 'Kept' });
    for (const body of [{}, { value: '' }, { value: ' \n\t ' }, { value: null }, { value: 7 }]) {
      const res = await staff.post(endpoints.saveDefaultPrompt.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: messages.required });
    }
    expect((await row())!.value).toBe('Kept');
  });

  it('POST keeps the longest prompt product §9 allows whole, in any script, and refuses a longer one with the catalogue message', async () => {
    // 20,000 characters of three UTF-8 bytes each is 60 KB of JSON: past the default 16 KB body.
    expect((await staff.post(endpoints.saveDefaultPrompt.path, { value: '界'.repeat(LONG_TEXT_MAX) })).status).toBe(200);
    expect((await row())!.value).toHaveLength(LONG_TEXT_MAX);
    const tooLong = await staff.post(endpoints.saveDefaultPrompt.path, { value: 'x'.repeat(LONG_TEXT_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json()).toEqual({ error: messages.validation.settingValueTooLong });
    expect((await row())!.value).toHaveLength(LONG_TEXT_MAX);
  });

  it('GET of a database without the row answers an empty value; POST creates the row', async () => {
    await t.db('settings').where({ key: DEFAULT_PROMPT_KEY }).delete();
    const empty = await staff.get(endpoints.getDefaultPrompt.path);
    expect(empty.status).toBe(200);
    expect(empty.json()).toEqual({ value: '' });
    expect((await staff.post(endpoints.saveDefaultPrompt.path, { value: 'Fresh' })).status).toBe(200);
    expect((await row())!.value).toBe('Fresh');
  });

  it('answers 401 signed out and 403 to a Member, and a Member cannot change it', async () => {
    await staff.post(endpoints.saveDefaultPrompt.path, { value: 'Staff only' });
    const member = await signedInAs(t, 'Member');
    for (const client of [t.client(), member]) {
      const status = client === member ? 403 : 401;
      expect((await client.get(endpoints.getDefaultPrompt.path)).status).toBe(status);
      expect((await client.post(endpoints.saveDefaultPrompt.path, { value: 'Hijacked' })).status).toBe(status);
    }
    expect((await row())!.value).toBe('Staff only');
  });
});
