import { INTAKE_STATUSES, type IntakeStatus } from '@vistaar/shared/config';
import { useUrlFilters } from '@/shared/lib/grid-url-state';
import type { IntakeFilters } from '../api/intake-api';

function intakeFiltersFrom(params: URLSearchParams): IntakeFilters {
  const status = params.get('status') ?? '';
  return (INTAKE_STATUSES as readonly string[]).includes(status)
    ? { status: status as IntakeStatus }
    : {};
}

/** The queue's status filter, in the URL beside its page. */
export function useIntakeFilters() {
  return useUrlFilters(intakeFiltersFrom);
}
