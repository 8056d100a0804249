export { PageHead } from './PageHead';
export type { PageHeadProps } from './PageHead';
