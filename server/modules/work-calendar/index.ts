export { holidayRoutes } from './holiday-routes';
export { loadOverdueRules } from './overdue-rules';
export type { OverdueCutoff, OverdueRules } from './overdue-rules';
