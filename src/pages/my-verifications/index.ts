export { MyVerificationsPage } from './ui/MyVerificationsPage';
