export { contactRoutes } from './contact-routes';
