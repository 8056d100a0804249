export { addDays, indiaDateOf, indiaDayStart, indiaToday } from './india-date';
export { closingMoment, defaultClosingDate, isPastClosingDate } from './closing-date';
export { isOverdue, isWorkingDay, overdueBefore, workingDaysBetween } from './working-days';
