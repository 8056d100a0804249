export { JobAlertsOutcomePage } from './ui/JobAlertsOutcomePage';
export type { JobAlertsOutcomePageProps } from './ui/JobAlertsOutcomePage';
