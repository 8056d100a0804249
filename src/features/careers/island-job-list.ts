export { JobList } from './ui/JobList';
