import { useUrlFilters } from '@/shared/lib/grid-url-state';
import type { AuditFilters } from '../api/audit-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a link carries; anything malformed is left out rather than sent on. */
function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const staffId = Number(params.get('staffId'));
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(Number.isInteger(staffId) && staffId > 0 ? { staffId } : {}),
    ...(action && action.length <= 100 ? { action } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

/**
 * The audit trail's filters, kept in the URL beside its page (`?staffId=2&action=...&from=...`)
 * so a reload, the back button or a link sent to another admin shows the same entries.
 */
export function useAuditUrlFilters() {
  return useUrlFilters(auditFiltersFrom);
}
