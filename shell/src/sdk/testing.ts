// @nextlevel/shell/testing: the one component-test harness of the front-ends. Tests only: it is
// never shared through Module Federation. Stub the network (`mockApi`), render a screen as the
// shell would (`renderWithShell`), sign a fixture in (`aMember()`, `aStaffUser()`).
export { mockApi, never, sentBody, type Handler, type Reply } from './testing/mock-api';
export { CurrentLocation, findLocation, renderWithShell, resetShell, type ShellRenderOptions } from './testing/render-with-shell';
export { aMember, aStaffUser } from './testing/fixtures';
