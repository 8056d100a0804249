export { CenteredCard } from './CenteredCard';
