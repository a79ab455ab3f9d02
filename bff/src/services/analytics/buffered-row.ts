/** A page view as buffered: the Member is the visit's owner (checked before it was answered). */
export interface BufferedPageView {
  kind: 'page_view';
  user_id: string;
  /** The visit (column `session_id`). */
  visit_id: string;
  page_path: string;
  referrer: string | null;
  user_agent: string | null;
  screen_width: number | null;
  screen_height: number | null;
  area: string | null;
  build: string | null;
  timestamp: Date;
}

export interface BufferedEvent {
  kind: 'event';
  user_id: string;
  /** The visit (column `session_id`). */
  visit_id: string;
  event_type: string;
  event_data: string | null;
  page_path: string | null;
  timestamp: Date;
}

export type BufferedRow = BufferedPageView | BufferedEvent;

export interface WrittenCounts {
  pageViews: number;
  events: number;
  visits: number;
}
