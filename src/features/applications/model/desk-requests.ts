import { APPLICATIONS_DENSE_PAGE_SIZES, APPLICATIONS_PAGE_SIZE } from '@vistaar/shared/config';
import type { AppDispatch } from '@/shared/api';
import { gridQueryFrom } from '@/shared/lib/grid-url-state';
import { applicationsApi } from '../api/applications-api';
import { pipelineApi } from '../api/pipeline-api';
import { deskFiltersFrom } from './use-desk-filters';

/** The desk's page sizes: the spec's five first, the dense view's longer pages after. */
export const DESK_PAGE_SIZES = [APPLICATIONS_PAGE_SIZE, ...APPLICATIONS_DENSE_PAGE_SIZES];
/** The most applications one job's board shows. */
export const BOARD_LIMIT = 100;

/**
 * Sends the desk's first requests for a link (`?jobId=7&view=board`, `?page=2&search=ravi`)
 * with the very arguments the desk's hooks will use, so they are on their way while the screen
 * renders; the hooks then join them instead of asking again.
 */
export function startDeskRequests(dispatch: AppDispatch, searchParams: URLSearchParams): void {
  const { view, ...filters } = deskFiltersFrom(searchParams);
  const once = { subscribe: false } as const;
  dispatch(pipelineApi.endpoints.getPipelineStages.initiate(undefined, once));
  dispatch(pipelineApi.endpoints.getMentions.initiate(undefined, once));
  if (view === 'board') {
    if (filters.jobId === undefined) return;
    const board = { page: 1, limit: BOARD_LIMIT, jobId: filters.jobId };
    dispatch(applicationsApi.endpoints.getJobApplications.initiate(board, once));
    return;
  }
  const grid = gridQueryFrom(searchParams, { pageSizes: DESK_PAGE_SIZES });
  const list = { page: grid.page, limit: grid.pageSize, search: grid.search, ...filters };
  dispatch(applicationsApi.endpoints.getJobApplications.initiate(list, once));
}
