export { holidayRoutes } from './holiday-routes';
export { loadOverdueRules, overdueCondition } from './overdue-rules';
export type { OverdueCutoff, OverdueRules } from './overdue-rules';
