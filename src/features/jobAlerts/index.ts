export { JobAlertsSection } from './ui/JobAlertsSection';
export type { JobAlertsSectionProps } from './ui/JobAlertsSection';
export { JobAlertsSignup } from './ui/JobAlertsSignup';
export type { JobAlertsSignupProps } from './ui/JobAlertsSignup';
export { jobAlertsApi, useSubscribeToJobAlertsMutation } from './api/job-alerts-api';
export type { JobAlertSignupRequest } from './api/job-alerts-api';
