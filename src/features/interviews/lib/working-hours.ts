/** Interviews are held from 9:00 to 19:00 IST, Monday to Saturday; other times are allowed with a warning. */
const DAY_STARTS = 9 * 60;
const DAY_ENDS = 19 * 60;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * What is unusual about an interview's time (a date YYYY-MM-DD and a start HH:MM, both in
 * IST): a Sunday, or a start or end outside working hours. Nothing for an ordinary time or
 * one not fully chosen yet.
 */
export function workingHoursWarnings(
  date: string,
  startTime: string,
  durationMinutes: number,
): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(startTime)) return [];
  const warnings: string[] = [];
  // A calendar date's weekday is the same in every zone when read as UTC midnight.
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) {
    warnings.push('This interview is on a Sunday.');
  }
  const start = minutesOf(startTime);
  if (start < DAY_STARTS || start + (durationMinutes || 0) > DAY_ENDS) {
    warnings.push('This interview is outside working hours (9:00-19:00 IST).');
  }
  return warnings;
}
