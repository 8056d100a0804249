export { countOf } from './count-of';
