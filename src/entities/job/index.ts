export type { Job, StaffJob } from './model/job-model';
export { formatJobDay, formatPostedOn } from './lib/job-format';
export { JobDescription } from './ui/JobDescription';
export { JobMeta } from './ui/JobMeta';
export { JobStatusChip } from './ui/JobStatusChip';
