export { emailTemplateRoutes } from './template-routes';
