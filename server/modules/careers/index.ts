export { DEMO_JOBS } from './demo-jobs';
export { JOB_CLOSED_MESSAGE, JOB_NOT_FOUND } from './job-service';
export { readSkills } from './job-views';
export { countJobs, findJob, insertJob, isJobOpen, listOpenJobs } from './jobs-repository';
export { manageJobRoutes } from './manage-job-routes';
export { createOpenJobsCache } from './open-jobs-snapshot';
export type { OpenJobsSnapshot } from './open-jobs-snapshot';
export { publicJobRoutes } from './public-job-routes';
export { readScreeningQuestions } from './screening-questions';
