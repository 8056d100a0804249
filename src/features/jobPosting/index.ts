export { JobPostingForm } from './ui/JobPostingForm';
export type { JobPostingFormProps } from './ui/JobPostingForm';
export { PostedJobsTable } from './ui/PostedJobsTable';
export {
  jobPostingApi,
  usePostJobMutation,
  useGetStaffJobsQuery,
  useGetStaffJobQuery,
  useUpdateJobMutation,
  useSetJobStatusMutation,
  useDeleteJobMutation,
} from './api/job-posting-api';
export type {
  JobPostingBody,
  StaffJobsQuery,
  StaffJobsPage,
  DeleteJobResult,
} from './api/job-posting-api';
