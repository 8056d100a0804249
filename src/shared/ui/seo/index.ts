export { PageHead } from './PageHead';
