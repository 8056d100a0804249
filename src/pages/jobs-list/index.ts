export { JobsListPage } from './ui/JobsListPage';
