import { JOINING_STATES, type JoiningState } from '@vistaar/shared/config/joining';
import { useUrlFilters } from '@/shared/lib/grid-url-state';
import type { JoiningFilters } from '../api/joining-api';

/** The filters a link carries; anything malformed is left out rather than sent on. */
function joiningFiltersFrom(params: URLSearchParams): JoiningFilters {
  const state = params.get('state') ?? '';
  return {
    ...((JOINING_STATES as readonly string[]).includes(state)
      ? { state: state as JoiningState }
      : {}),
    ...(params.get('atRisk') === 'true' ? { atRisk: true } : {}),
  };
}

/** The Joining screen's filters, in the URL beside its page and search. */
export function useJoiningFilters() {
  return useUrlFilters(joiningFiltersFrom);
}
