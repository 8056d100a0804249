export { VerifyPage } from './ui/VerifyPage';
export type { VerifyLinkState } from './ui/VerifyPage';
