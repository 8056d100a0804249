export { routeObjects } from './route-objects';
export { RequireStaff, GuestOnly } from './guards';
