// /api/admin/dashboard for one period.
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../domain/schemas/admin-dashboard';
import { adminListQuery } from './admin-api';

export const dashboardQuery = (query: string) =>
  adminListQuery<Dashboard>(['admin', 'dashboard', query] as const, '/api/admin/dashboard', query);

export const useDashboard = (query: string, enabled = true) =>
  useQuery({ ...dashboardQuery(query), enabled });
