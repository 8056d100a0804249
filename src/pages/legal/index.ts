export { loadLegalRoute } from './ui/load-legal-route';
