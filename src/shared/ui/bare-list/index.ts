export { BareList } from './BareList';
export type { BareListProps } from './BareList';
