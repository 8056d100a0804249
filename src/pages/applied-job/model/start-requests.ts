import { startDeskRequests } from '@/features/applications';
import { startDeskJobsRequest } from '@/features/jobPosting';
import type { AppDispatch } from '@/shared/api';

/** The desk's data for a link, asked for while its screen renders (see the staff routes). */
export function startAppliedJobRequests(dispatch: AppDispatch, url: URL): void {
  startDeskRequests(dispatch, url.searchParams);
  startDeskJobsRequest(dispatch);
}
