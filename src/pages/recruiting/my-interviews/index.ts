export { MyInterviewsPage } from './ui/MyInterviewsPage';
