import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@vistaar/shared/config';
import { useUrlFilters } from '@/shared/lib/grid-url-state';

interface PrivacyRequestUrlFilters {
  kind?: PrivacyRequestKind;
  status?: PrivacyRequestStatus;
  /** 'yes': only open requests past their due day. */
  overdue?: 'yes';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters a link carries; anything unknown is left out. */
function privacyRequestFiltersFrom(params: URLSearchParams): PrivacyRequestUrlFilters {
  const kind = oneOf(PRIVACY_REQUEST_KINDS, params.get('kind'));
  const status = oneOf(PRIVACY_REQUEST_STATUSES, params.get('status'));
  return {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(params.get('overdue') === 'yes' ? { overdue: 'yes' as const } : {}),
  };
}

/** The requests screen's filters, kept in the URL beside its page. */
export function usePrivacyRequestFilters() {
  return useUrlFilters(privacyRequestFiltersFrom);
}
