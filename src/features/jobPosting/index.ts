export { JobHiringManagersDialog } from './ui/JobHiringManagersDialog';
export { JobPostingForm } from './ui/JobPostingForm';
export { PostedJobsTable } from './ui/PostedJobsTable';
export { DESK_JOBS, startDeskJobsRequest, useGetStaffJobsQuery } from './api/job-posting-api';
