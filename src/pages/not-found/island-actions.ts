// The 404 page's actions for the browser: plain DOM code, no React (see app/islands).
export { startNotFoundActions } from './model/not-found-actions';
