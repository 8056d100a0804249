export { afterLoadAndFirstPaint } from './after-first-paint';
