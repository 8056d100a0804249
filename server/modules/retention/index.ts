export { retentionRoutes } from './retention-routes';
export { RETENTION_KINDS, createRetentionJob, runRetention } from './retention-service';
export type { RetentionJob } from './retention-service';
export { addMonths } from './retention-rules';
