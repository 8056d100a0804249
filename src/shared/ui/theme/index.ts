export { theme } from './theme';
export { fontFamilies } from './font-families';
