export { ApplicationInterviews } from './ui/ApplicationInterviews';
export { MyInterviews } from './ui/MyInterviews';
export { JobScorecardDialog } from './ui/JobScorecardDialog';
