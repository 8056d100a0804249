export { jobWorkplace } from './job-workplace';
