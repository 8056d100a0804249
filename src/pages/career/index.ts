export { CareerPage } from './ui/CareerPage';
