export { AppliedJobPage } from './ui/AppliedJobPage';
