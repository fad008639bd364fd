// /api/admin/dashboard for one period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../domain/schemas/admin-dashboard';
import { adminApi } from './admin-api';

export const dashboardQuery = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', query] as const,
    queryFn: ({ signal }) => adminApi<Dashboard>(`/api/admin/dashboard?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (query: string, enabled = true) =>
  useQuery({ ...dashboardQuery(query), enabled });
