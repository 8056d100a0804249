export { MyApplicationPage } from './ui/MyApplicationPage';
export type { MyApplicationPageProps } from './ui/MyApplicationPage';
