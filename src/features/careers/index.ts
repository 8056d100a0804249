export { JobList } from './ui/JobList';
export { JobCard } from './ui/JobCard';
export { JobApplicationForm } from './ui/JobApplicationForm';
export type { JobApplicationFormProps } from './ui/JobApplicationForm';
export { ResumeDropzone } from './ui/ResumeDropzone';
export type { ResumeDropzoneProps } from './ui/ResumeDropzone';
export { filterPhoneInput, isBlockedPhoneKey, BLOCKED_PHONE_KEYS } from './lib/phone-input';
export {
  careersApi,
  useGetJobsQuery,
  useGetOpenJobQuery,
  useApplyForJobMutation,
} from './api/careers-api';
export type { ApplyForJobRequest, ApplyForJobResponse } from './api/careers-api';
