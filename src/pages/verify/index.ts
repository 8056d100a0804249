export { VerifyPage } from './ui/VerifyPage';
export type { VerifyLinkState, VerifyPageProps } from './ui/VerifyPage';
