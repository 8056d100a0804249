import {
  APPLICATION_SOURCES,
  SCORECARD_SCORES,
  type ApplicationSource,
} from '@vistaar/shared/config';
import { isIsoDate } from '@vistaar/shared/validation';
import { useUrlFilters } from '@/shared/lib/grid-url-state';

/** How the desk shows its applications: a paged list, or one job's board of stages. */
export type DeskView = 'list' | 'board';

export interface DeskFilters {
  /** A job's id; 0 for general applications. */
  jobId?: number;
  department?: string;
  /** A pipeline stage's id. */
  stage?: number;
  /** Days in India, YYYY-MM-DD, both inclusive. */
  appliedFrom?: string;
  appliedTo?: string;
  /** Rated at least this on average, on the scorecards' 1-4 scale. */
  minRating?: number;
  /** Has (true) or has no (false) scheduled interview. */
  hasInterview?: boolean;
  /** Over (true) or within (false) its stage's limit in working days. */
  overdue?: boolean;
  /** Can join within this many days. */
  maxNoticeDays?: number;
  /** Expected CTC range, rupees a year. */
  minExpectedCtc?: number;
  maxExpectedCtc?: number;
  source?: ApplicationSource;
  /** Left out for the list. */
  view?: DeskView;
}

const wholeNumber = (value: string | null, min: number) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number >= min
    ? number
    : undefined;
};

/** The filters a link carries; anything malformed is left out rather than sent on. */
export function deskFiltersFrom(params: URLSearchParams): DeskFilters {
  const jobId = wholeNumber(params.get('jobId'), 0);
  const stage = wholeNumber(params.get('stage'), 1);
  const department = params.get('department') ?? '';
  const appliedFrom = params.get('appliedFrom') ?? '';
  const appliedTo = params.get('appliedTo') ?? '';
  const minRating = wholeNumber(params.get('minRating'), 1);
  const hasInterview = params.get('hasInterview');
  const overdue = params.get('overdue');
  const maxNoticeDays = wholeNumber(params.get('maxNoticeDays'), 0);
  const minExpectedCtc = wholeNumber(params.get('minExpectedCtc'), 0);
  const maxExpectedCtc = wholeNumber(params.get('maxExpectedCtc'), 0);
  const source = params.get('source') as ApplicationSource | null;
  return {
    ...(jobId !== undefined ? { jobId } : {}),
    ...(department && department.length <= 100 ? { department } : {}),
    ...(stage !== undefined ? { stage } : {}),
    ...(isIsoDate(appliedFrom) ? { appliedFrom } : {}),
    ...(isIsoDate(appliedTo) ? { appliedTo } : {}),
    ...(minRating !== undefined && (SCORECARD_SCORES as readonly number[]).includes(minRating)
      ? { minRating }
      : {}),
    ...(hasInterview === 'true' || hasInterview === 'false'
      ? { hasInterview: hasInterview === 'true' }
      : {}),
    ...(overdue === 'true' || overdue === 'false' ? { overdue: overdue === 'true' } : {}),
    ...(maxNoticeDays !== undefined && maxNoticeDays <= 365 ? { maxNoticeDays } : {}),
    ...(minExpectedCtc !== undefined ? { minExpectedCtc } : {}),
    ...(maxExpectedCtc !== undefined && maxExpectedCtc >= (minExpectedCtc ?? 0)
      ? { maxExpectedCtc }
      : {}),
    ...(source && APPLICATION_SOURCES.includes(source) ? { source } : {}),
    ...(params.get('view') === 'board' ? { view: 'board' as const } : {}),
  };
}

/**
 * The desk's filters and view in the URL beside its page and search
 * (`?jobId=7&stage=2&appliedFrom=2026-04-01&minRating=3&hasInterview=true&view=board`), so a reload or a shared link
 * shows the same applications.
 */
export function useDeskFilters() {
  return useUrlFilters(deskFiltersFrom);
}
