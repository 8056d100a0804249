export { TeamManager } from './ui/TeamManager';
export { useGetTeamQuery } from './api/team-api';
