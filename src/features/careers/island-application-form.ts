export { JobApplicationForm } from './ui/JobApplicationForm';
