import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@console/contracts';
import { apiFetch, exportUrl } from '../../../lib/api-client.ts';

/** The audit log's filters as the URL and the server take them (`actor=staff:12`, `target=member:40`, UTC days). */
export interface AuditFilters {
  actor?: string;
  target?: string;
  action?: string;
  from?: string;
  to?: string;
}

export type AuditQuery = AuditFilters & { page: number; size: number };

/** Every audit query key: a change anywhere adds an entry, so the log is read afresh each time it is shown. */
export const auditKeys = {
  all: ['audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
};

/** `GET /api/audit` (Administrators only: others get 403): one page of entries, newest first. */
export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch<AuditPage>('/audit', { query: { ...query }, signal });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/audit/export`: the same filters, every entry, as CSV. */
export function auditExportUrl(query: AuditQuery): string {
  return exportUrl('/audit', { ...query });
}
