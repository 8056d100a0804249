export { InterviewKitPage } from './ui/InterviewKitPage';
