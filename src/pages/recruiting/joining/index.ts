export { JoiningPage } from './ui/JoiningPage';
