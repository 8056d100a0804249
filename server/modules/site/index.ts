export { siteRoutes } from './site-routes';
