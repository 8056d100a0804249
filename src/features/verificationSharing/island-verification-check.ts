export { VerificationCheckForm } from './ui/VerificationCheckForm';
