export {
  CLOCK_TIME_PATTERN,
  clockTimes,
  formatIndiaDateTime,
  formatIndiaTimeRange,
  indiaDateAndTime,
  indiaMomentToIso,
} from './india-time';
