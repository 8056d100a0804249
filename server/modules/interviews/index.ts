export { applicationRatings } from './feedback-repository';
export { createInterviewReminders } from './interview-reminders';
export type { InterviewReminders } from './interview-reminders';
export { interviewRoutes } from './interview-routes';
export { claimDueReminders, listReminders } from './interviews-repository';
export { createSchedulingSweep } from './scheduling-sweep';
export type { SchedulingSweep } from './scheduling-sweep';
export {
  schedulingDepsOf,
  schedulingPublicRoutes,
  schedulingStaffRoutes,
} from './scheduling-routes';
