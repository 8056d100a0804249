export { ShareWithVerifierButton } from './ui/ShareWithVerifierButton';
export { MyVerifications } from './ui/MyVerifications';
export { VerifierAccess } from './ui/VerifierAccess';
export { VerificationCheckForm } from './ui/VerificationCheckForm';
export { StaffSharingPanel } from './ui/StaffSharingPanel';
