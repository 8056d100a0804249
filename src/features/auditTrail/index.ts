export { AuditTrail } from './ui/AuditTrail';
