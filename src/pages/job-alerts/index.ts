export { JobAlertsOutcomePage } from './ui/JobAlertsOutcomePage';
export type { JobAlertsOutcomePageProps } from './ui/JobAlertsOutcomePage';
export type { JobAlertOutcome } from './config/outcome-content';
