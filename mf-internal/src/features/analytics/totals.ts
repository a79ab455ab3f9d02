import type { EventCount, PageViewsPoint } from '@nextlevel/bff/contract';

/** All the views of a range: the sum of its days. */
export const totalViews = (points: readonly PageViewsPoint[]) => points.reduce((sum, p) => sum + p.views, 0);

/** All the events of a range: the sum of its event types. */
export const totalEvents = (events: readonly EventCount[]) => events.reduce((sum, e) => sum + e.count, 0);
