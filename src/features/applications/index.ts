export { ApplicationsDesk } from './ui/ApplicationsDesk';
