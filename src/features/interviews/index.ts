export { ApplicationInterviews } from './ui/ApplicationInterviews';
export { InterviewKit } from './ui/InterviewKit';
export { MyInterviews } from './ui/MyInterviews';
export { JobScorecardDialog } from './ui/JobScorecardDialog';
export { ScheduleInterviewDialog } from './ui/LazyScheduleInterviewDialog';
export { InterviewCalendarSettings } from './ui/InterviewCalendarSettings';
