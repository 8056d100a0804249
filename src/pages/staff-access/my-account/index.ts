export { MyAccountPage } from './ui/MyAccountPage';
