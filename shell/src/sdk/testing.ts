// @nextlevel/shell/testing: the one component-test harness of the front-ends. Tests only: it is
// never shared through Module Federation. Stub the network (`mockApi`), render a screen as the
// shell would (`renderWithShell`), sign a fixture in (`aMember()`, `aStaffUser()`).
// The network: `fakeNetwork(reply(endpoints.getUser, …), fails(…), pending(…))`, the stories' typed
// handlers served by msw in Node (issue #25 item 4); `sentRequests`/`bodySentTo` read what was sent.
// `mockApi` is the older fake, leaving as the areas move to `fakeNetwork`.
export { mockApi, never, sentBody, type Handler, type Reply } from './testing/mock-api';
export { CurrentLocation, findLocation, renderWithShell, resetShell, type ShellRenderOptions } from './testing/render-with-shell';
export { aMember, aStaffUser } from './testing/fixtures';
export { bodySentTo, fakeNetwork, sentRequests, type SentRequest } from './testing/network';
export { empty, fails, hold, pending, reply } from './stories/api-handlers';
export { delay, http, HttpResponse } from 'msw';
