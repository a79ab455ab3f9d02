import { recordPageView, startTracking } from '@nextlevel/shell/analytics';
import { createBuildOf } from './area-builds';

/**
 * What MemberAnalytics loads once a Member is known: the tracker, with each page view's build read
 * from the manifests the shell loaded. One lazy chunk, so the landing page carries neither.
 */
export const startMemberTracking = (): (() => void) => startTracking({ buildOf: createBuildOf() });
export { recordPageView };
