// The vendor's figures: dashboard, reports, payout statements (/api/vendor/dashboard,
// /api/vendor/reports…). All live under one query key so an order move refreshes them together.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PayoutStatementList,
  VendorDashboard,
  VendorReport,
} from '../../../domain/schemas/vendor-reports';
import type { ShippingFigures } from '../../../domain/schemas/shipping-figures';
import { vendorApi } from './vendor-api';

const keys = {
  dashboard: (query: string) => ['vendor', 'reports', 'dashboard', query] as const,
  report: (query: string) => ['vendor', 'reports', 'report', query] as const,
  statements: (query: string) => ['vendor', 'reports', 'statements', query] as const,
  shipping: (query: string) => ['vendor', 'reports', 'shipping', query] as const,
};

export const vendorDashboardQuery = (query: string) =>
  queryOptions({
    queryKey: keys.dashboard(query),
    queryFn: ({ signal }) =>
      vendorApi<VendorDashboard>(`/api/vendor/dashboard?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const vendorReportQuery = (query: string) =>
  queryOptions({
    queryKey: keys.report(query),
    queryFn: ({ signal }) => vendorApi<VendorReport>(`/api/vendor/reports?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const payoutStatementsQuery = (query: string) =>
  queryOptions({
    queryKey: keys.statements(query),
    queryFn: ({ signal }) =>
      vendorApi<PayoutStatementList>(`/api/vendor/reports/statements?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Issue #39: RTO, NDR, COD share and delivery success for the period. */
export const shippingFiguresQuery = (query: string) =>
  queryOptions({
    queryKey: keys.shipping(query),
    queryFn: ({ signal }) =>
      vendorApi<ShippingFigures>(`/api/vendor/reports/shipping?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useShippingFigures = (query: string) => useQuery(shippingFiguresQuery(query));
export const useVendorDashboard = (query: string) => useQuery(vendorDashboardQuery(query));
export const useVendorReport = (query: string) => useQuery(vendorReportQuery(query));
export const usePayoutStatements = (query: string) => useQuery(payoutStatementsQuery(query));

/** A download link (the session cookie goes along). */
export function reportExportUrl(params: {
  from: string;
  to: string;
  interval: string;
  kind: 'statements' | 'periods';
}): string {
  return `/api/vendor/reports/export.csv?${new URLSearchParams(params).toString()}`;
}
