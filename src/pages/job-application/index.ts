export { JobApplicationPage } from './ui/JobApplicationPage';
