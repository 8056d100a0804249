export { HomePage } from './ui/HomePage';
