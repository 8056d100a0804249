export { applicationDeskRoutes } from './application-desk-routes';
