export { JobPage } from './ui/JobPage';
export { JobGonePage } from './ui/JobGonePage';
