export { PAUSED_ATTRIBUTE, showPaused } from './pause-toggle';
