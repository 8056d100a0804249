export { NotFoundActions } from './ui/NotFoundPage';
