// @nextlevel/shell/stories: the screen-story kit of the three remotes (issue #14). Storybook only:
// it is never shared through Module Federation. A remote's .storybook/preview is
// `screenPreview({ routes, base })`; a story sets `parameters.screen` (path, user) and
// `parameters.msw` (handlers typed by the endpoint definitions: reply, empty, fails, pending).
export { empty, fails, hold, pending, reply, type CatalogueMessage, type ReplyInit } from './stories/api-handlers';
export { screenNetwork } from './stories/msw-worker';
export { pickOption } from './stories/pick-option';
// For an answer the helpers do not make (an event stream, a refusal with problems): type its body with `satisfies`.
export { delay, http, HttpResponse } from 'msw';
export { screenPreview, type ScreenPreviewOptions } from './stories/screen-preview';
export type { ScreenHandlers, ScreenMeta, ScreenParameters, ScreenStory, ScreenStoryParameters } from './stories/screen-parameters';
export { dark, narrow, offline } from './stories/variants';
export { aMember, aStaffUser, countryId, someCountries } from './testing/fixtures';
