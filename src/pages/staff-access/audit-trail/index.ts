export { AuditTrailPage } from './ui/AuditTrailPage';
