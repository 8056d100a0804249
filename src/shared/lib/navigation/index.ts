export { goTo } from './go-to';
