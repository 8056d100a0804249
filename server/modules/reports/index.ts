export { reportRoutes } from './report-routes';
export { REPORT_VIEWS } from './report-views';
export type { ReportScope } from './report-conditions';
