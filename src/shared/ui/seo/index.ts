export { PageHead } from './PageHead';
export type { PageHeadProps } from './PageHead';
export { JsonLd } from './JsonLd';
