export { JobHiringManagersDialog } from './ui/JobHiringManagersDialog';
export { JobPostingForm } from './ui/JobPostingForm';
export { PostedJobsTable } from './ui/PostedJobsTable';
export { useGetStaffJobsQuery } from './api/job-posting-api';
