export { reportRoutes } from './report-routes';
