export { JobAlertsSignup } from './ui/JobAlertsSignup';
