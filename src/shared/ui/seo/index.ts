export { PageHead } from './PageHead';
export { JsonLd } from './JsonLd';
