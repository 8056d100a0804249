export { PostJobPage } from './ui/PostJobPage';
