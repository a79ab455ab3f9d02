// @nextlevel/shell/sign-in-security: the cards a signed-in user of any category manages their own
// sign-in with (issue #27 items 1 and 4): passkeys and two-step verification, on /members/settings
// and /internal/settings (product §2), and the Current password field that takes a passkey instead
// (ConfirmIdentityField, issue #27 item 6). SimpleWebAuthn's browser package loads only when a
// passkey is added or used (decision 003).
export { ConfirmIdentityField, type ConfirmIdentityFieldProps } from './ConfirmIdentityField';
export { PasskeysCard, type PasskeysCardProps } from './PasskeysCard';
export { TwoStepSection, type TwoStepSectionProps } from './TwoStepSection';
