export { RetentionQuarantine } from './ui/RetentionQuarantine';
export { RetentionRuns } from './ui/RetentionRuns';
