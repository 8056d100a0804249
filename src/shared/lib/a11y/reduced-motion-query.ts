export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
