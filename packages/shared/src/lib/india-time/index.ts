export {
  CLOCK_TIME_PATTERN,
  clockTimes,
  formatIndiaDateTime,
  formatIndiaTimeRange,
  indiaDateAndTime,
  indiaMomentToIso,
  nextWorkingDayAt,
} from './india-time';
