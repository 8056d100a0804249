export { jobWorkplace } from './job-workplace';
export type { JobWorkplace } from './job-workplace';
