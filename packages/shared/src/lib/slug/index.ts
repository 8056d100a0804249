export { slugify } from './slugify';
