export { routeObjects } from './route-objects';
