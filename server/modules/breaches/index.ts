export { breachRoutes } from './breach-routes';
