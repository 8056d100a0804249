export type { Job, StaffJob } from './model/job-model';
export { formatPostedOn } from './lib/job-format';
export { JobMeta } from './ui/JobMeta';
export { JobStatusChip } from './ui/JobStatusChip';
