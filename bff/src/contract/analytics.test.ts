import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  analyticsDaysSchema,
  endVisitSchema,
  EVENT_DATA_MAX,
  eventSchema,
  firstIssues,
  messages,
  PAGE_PATH_MAX,
  pageViewSchema,
  startVisitSchema,
} from './index';

describe('analytics schemas', () => {
  it('takes ?days= as 7, 30 or 90 and words anything else from the catalogue', () => {
    expect(v.parse(analyticsDaysSchema, '30')).toBe(30);
    for (const days of ['14', '', undefined]) {
      const r = v.safeParse(analyticsDaysSchema, days);
      expect(r.issues?.[0]?.message).toBe(messages.analytics.daysInvalid);
    }
  });

  it('refuses a page view or event whose visit id (session_id) is no UUID', () => {
    const pageView = v.safeParse(pageViewSchema, { session_id: 'abc', page_path: '/members/dashboard' });
    expect(firstIssues(pageView.issues ?? [])).toEqual({ session_id: messages.analytics.visitIdInvalid });
    const event = v.safeParse(eventSchema, { session_id: 'abc', event_type: 'snippet_favorited', event_data: null });
    expect(firstIssues(event.issues ?? [])).toEqual({ session_id: messages.analytics.visitIdInvalid });
  });
});

describe('#23.5 analytics flood: the size of a row', () => {
  const session_id = '0f8b2a8e-5b7c-4d7e-9a43-2f1f6a1f0c11';
  const path = (n: number) => `/${'p'.repeat(n - 1)}`;
  const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

  it('caps event data at EVENT_DATA_MAX (1,000) characters, with a message that says so', () => {
    expect(EVENT_DATA_MAX).toBe(1000);
    const event = (data: string) => ({ session_id, event_type: 'snippet_favorited', event_data: data });
    expect(v.safeParse(eventSchema, event('x'.repeat(EVENT_DATA_MAX))).success).toBe(true);
    expect(firstMessage(eventSchema, event('x'.repeat(EVENT_DATA_MAX + 1)))).toBe(messages.analytics.eventDataTooLong);
    expect(messages.analytics.eventDataTooLong).toContain(String(EVENT_DATA_MAX));
  });

  it('caps every page path (entry, exit, page view, event) at PAGE_PATH_MAX (512) characters', () => {
    expect(PAGE_PATH_MAX).toBe(512);
    const cases: [v.GenericSchema, (p: string) => unknown][] = [
      [startVisitSchema, (p) => ({ entryPage: p })],
      [endVisitSchema, (p) => ({ exitPage: p })],
      [pageViewSchema, (p) => ({ session_id, page_path: p })],
      [eventSchema, (p) => ({ session_id, event_type: 'x', page_path: p })],
    ];
    for (const [schema, body] of cases) {
      expect(v.safeParse(schema, body(path(PAGE_PATH_MAX))).success).toBe(true);
      expect(firstMessage(schema, body(path(PAGE_PATH_MAX + 1)))).toBe(messages.analytics.pagePathTooLong);
    }
    expect(messages.analytics.pagePathTooLong).toContain(String(PAGE_PATH_MAX));
  });
});
