import { workingHoursWarnings } from './working-hours';

describe('workingHoursWarnings', () => {
  it('says nothing about a weekday within 9:00-19:00 IST', () => {
    // Monday 1 December 2025.
    expect(workingHoursWarnings('2025-12-01', '09:00', 60)).toEqual([]);
    expect(workingHoursWarnings('2025-12-06', '18:00', 60)).toEqual([]);
  });

  it('warns of a Sunday, and of a start or an end outside working hours', () => {
    expect(workingHoursWarnings('2025-11-30', '10:00', 60)).toEqual([
      'This interview is on a Sunday.',
    ]);
    expect(workingHoursWarnings('2025-12-01', '08:45', 60)).toEqual([
      'This interview is outside working hours (9:00-19:00 IST).',
    ]);
    expect(workingHoursWarnings('2025-12-01', '18:30', 45)).toEqual([
      'This interview is outside working hours (9:00-19:00 IST).',
    ]);
    expect(workingHoursWarnings('2025-11-30', '20:00', 30)).toHaveLength(2);
  });

  it('waits for a whole date and time', () => {
    expect(workingHoursWarnings('', '10:00', 60)).toEqual([]);
    expect(workingHoursWarnings('2025-11-30', '', 60)).toEqual([]);
  });
});
