export { CareerPage } from './ui/CareerPage';
export type { CareerPageProps } from './ui/CareerPage';
