// @nextlevel/shell/area: the frame and the common pages of a signed-in area (members, internal).
export { AreaLayout, type AreaLayoutProps, type AreaLink } from './AreaLayout';
export { AreaDashboard, type AreaDashboardProps } from './AreaDashboard';
export { AreaFallback, type AreaFallbackProps } from './AreaFallback';
