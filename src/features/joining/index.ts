export { JoiningList } from './ui/JoiningList';
