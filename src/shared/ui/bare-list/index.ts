export { BareList } from './BareList';
