export { MyVerificationsContent } from './ui/MyVerificationsPage';
