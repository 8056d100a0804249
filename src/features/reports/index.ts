export { Reports } from './ui/Reports';
