import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { analyticsDaysSchema, eventSchema, firstIssues, messages, pageViewSchema } from './index';

describe('analytics schemas', () => {
  it('takes ?days= as 7, 30 or 90 and words anything else from the catalogue', () => {
    expect(v.parse(analyticsDaysSchema, '30')).toBe(30);
    for (const days of ['14', '', undefined]) {
      const r = v.safeParse(analyticsDaysSchema, days);
      expect(r.issues?.[0]?.message).toBe(messages.analytics.daysInvalid);
    }
  });

  it('refuses a page view or event whose session id is no UUID', () => {
    const pageView = v.safeParse(pageViewSchema, { session_id: 'abc', page_path: '/members/dashboard' });
    expect(firstIssues(pageView.issues ?? [])).toEqual({ session_id: messages.analytics.sessionIdInvalid });
    const event = v.safeParse(eventSchema, { session_id: 'abc', event_type: 'snippet_favorited', event_data: null });
    expect(firstIssues(event.issues ?? [])).toEqual({ session_id: messages.analytics.sessionIdInvalid });
  });
});
