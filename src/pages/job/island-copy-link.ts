// The copy-link button's behaviour for the browser: plain DOM code, no React (see app/islands).
export { startCopyLink } from './model/copy-link-behaviour';
