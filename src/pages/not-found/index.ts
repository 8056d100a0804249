export { NotFoundPage, NotFoundActions } from './ui/NotFoundPage';
export type { NotFoundActionsProps } from './ui/NotFoundPage';
