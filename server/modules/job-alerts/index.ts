export { createJobAlerts } from './job-alert-dispatcher';
export type { JobAlerts } from './job-alert-dispatcher';
export { jobAlertRoutes } from './job-alert-routes';
