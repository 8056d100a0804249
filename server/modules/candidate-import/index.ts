export { candidateImportRoutes } from './candidate-import-routes';
