export { RetentionPage } from './ui/RetentionPage';
