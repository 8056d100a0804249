export { JobList } from './ui/JobList';
export { JobCard } from './ui/JobCard';
export { JobApplicationForm } from './ui/JobApplicationForm';
export type { JobApplicationFormProps } from './ui/JobApplicationForm';
export {
  careersApi,
  useGetJobsQuery,
  useGetOpenJobQuery,
  useApplyForJobMutation,
} from './api/careers-api';
export type { ApplyForJobRequest, ApplyForJobResponse } from './api/careers-api';
