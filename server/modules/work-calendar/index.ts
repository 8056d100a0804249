export { holidayRoutes } from './holiday-routes';
export { loadOverdueRules, overdueCondition } from './overdue-rules';
export type { OverdueCutoff, OverdueRules } from './overdue-rules';
export { listHolidays } from './holidays-repository';
