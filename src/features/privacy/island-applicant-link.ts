export { ApplicantLinkForm } from './ui/ApplicantLinkForm';
