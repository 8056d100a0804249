export { visuallyHidden } from './visually-hidden';
export { REDUCED_MOTION_QUERY } from './reduced-motion-query';
