import { useUrlFilters } from '@/shared/lib/grid-url-state';
import type { PoolFilters } from '../api/talent-pool-api';

const number = (value: string | null) =>
  value === null || value.trim() === '' || !Number.isFinite(Number(value))
    ? undefined
    : Number(value);
const text = (value: string | null) => value ?? undefined;

function poolFiltersFrom(params: URLSearchParams): PoolFilters {
  return {
    skills: text(params.get('skills')),
    minExperience: number(params.get('minExperience')),
    maxExperience: number(params.get('maxExperience')),
    maxNoticeDays: number(params.get('maxNoticeDays')),
    maxExpectedCtc: number(params.get('maxExpectedCtc')),
    location: text(params.get('location')),
    activeSince: text(params.get('activeSince')),
    tags: text(params.get('tags')),
    keptForOtherRoles: params.get('keptForOtherRoles') === 'true' ? true : undefined,
  };
}

/** The pool's filters, in the URL beside its page and search. */
export function usePoolFilters() {
  return useUrlFilters(poolFiltersFrom);
}
