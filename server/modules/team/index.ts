export { invitationRoutes } from './invitation-routes';
export { teamRoutes } from './team-routes';
