export { JobPage } from './ui/JobPage';
export { JobGonePage } from './ui/JobGonePage';
export { jobPostingJsonLd } from './lib/job-posting-json-ld';
