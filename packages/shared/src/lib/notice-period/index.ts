export { noticePeriodText } from './notice-period';
export type { NoticeFacts } from './notice-period';
