export { addDays, indiaDateOf, indiaDayStart, indiaToday } from './india-date';
export { closingMoment, defaultClosingDate, isPastClosingDate } from './closing-date';
export { isOverdue, overdueBefore, workingDaysBetween } from './working-days';
