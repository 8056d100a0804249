export { JobApplicationPage } from './ui/JobApplicationPage';
export type { JobApplicationPageProps } from './ui/JobApplicationPage';
