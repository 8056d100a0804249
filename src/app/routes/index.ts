export { staffRoutes } from './route-objects';
