export { TeamPage } from './ui/TeamPage';
