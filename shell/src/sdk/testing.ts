// @nextlevel/shell/testing: the one component-test harness of the front-ends. Tests only: it is
// never shared through Module Federation. Fake the network (`fakeNetwork`), render a screen as the
// shell would (`renderWithShell`), sign a fixture in (`aMember()`, `aStaffUser()`).
// The network: `fakeNetwork(reply(endpoints.getUser, …), fails(…), pending(…))`, the stories' typed
// handlers served by msw in Node (issue #25 item 4); `sentRequests`/`bodySentTo` read what was sent.
export { CurrentLocation, findLocation, renderWithShell, resetShell, type ShellRenderOptions } from './testing/render-with-shell';
export { aMember, aStaffUser } from './testing/fixtures';
export { bodySentTo, fakeNetwork, sentRequests, type SentRequest } from './testing/network';
export { empty, fails, hold, pending, reply } from './stories/api-handlers';
export { delay, http, HttpResponse } from 'msw';
