export { VerifierAccess } from './ui/VerifierAccess';
