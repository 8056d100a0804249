export { JobAlertsSection } from './ui/JobAlertsSection';
