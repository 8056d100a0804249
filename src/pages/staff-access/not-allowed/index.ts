export { NotAllowedPage } from './ui/NotAllowedPage';
