export { JobPostingForm } from './ui/JobPostingForm';
export { PostedJobsTable } from './ui/PostedJobsTable';
