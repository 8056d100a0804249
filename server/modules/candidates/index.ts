export { candidateRecordRoutes } from './candidate-routes';
