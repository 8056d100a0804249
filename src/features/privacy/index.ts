export { MyApplicationView } from './ui/MyApplicationView';
export { ApplicantLinkForm } from './ui/ApplicantLinkForm';
export { ErasureConfirmation } from './ui/ErasureConfirmation';
export { PrivacyRequests } from './ui/PrivacyRequests';
