import { object, string, type InferType } from 'yup';
import { APPLICATION_SOURCES } from '../config/candidates';
import { applicationsFilterMessages as m, filterDay } from './applications-filter-schema';
import { isIsoDate, recordId } from './common';

const text = string().trim().max(100, m.textTooLong).default('');

/**
 * The hiring reports' filters, the same for every view: a range of days in India (both ends
 * inclusive, either may be open) and what narrows the applications counted.
 */
export const reportFiltersSchema = object({
  from: filterDay.meta({ description: 'From this day in India, YYYY-MM-DD' }),
  to: filterDay
    .test('not-before-from', m.rangeReversed, (value, context) => {
      const from = (context.parent as { from?: string }).from;
      return !value || !from || !isIsoDate(from) || !isIsoDate(value) || value >= from;
    })
    .meta({ description: 'Up to and including this day in India, YYYY-MM-DD' }),
  jobId: recordId(m.jobInvalid).optional().meta({ description: 'A job id' }),
  department: text.meta({ description: "The job's department, as written on the job" }),
  location: text.meta({ description: "The job's location, as written on the job" }),
  source: string()
    .oneOf([...APPLICATION_SOURCES], m.sourceInvalid)
    .meta({ description: 'Where the application came from' }),
  recruiterId: recordId(m.recruiterInvalid)
    .optional()
    .meta({ description: "The job's owning recruiter, a staff id" }),
});
export type ReportFilters = InferType<typeof reportFiltersSchema>;
