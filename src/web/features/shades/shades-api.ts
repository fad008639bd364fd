// Issue #37's endpoints for the web app: similar shades, the Find my shade steps and the
// back-in-stock requests.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ShadeBrands,
  ShadeProducts,
  SimilarShades,
  StockAlertConfirmed,
  StockAlertInput,
  StockAlertResult,
} from '../../../domain/schemas/shades';
import { api } from '../../lib/api-client';

export const shadeKeys = {
  similar: (variantId: string) => ['shades', 'similar', variantId] as const,
  brands: ['shades', 'brands'] as const,
  products: (vendor: string) => ['shades', 'products', vendor] as const,
};

export const similarShadesQuery = (variantId: string) =>
  queryOptions({
    queryKey: shadeKeys.similar(variantId),
    queryFn: ({ signal }) =>
      api<SimilarShades>(`/api/store/similar-shades?variant=${encodeURIComponent(variantId)}`, {
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });

export const useSimilarShades = (variantId: string | null) =>
  useQuery({ ...similarShadesQuery(variantId ?? ''), enabled: Boolean(variantId) });

export const shadeBrandsQuery = () =>
  queryOptions({
    queryKey: shadeKeys.brands,
    queryFn: ({ signal }) => api<ShadeBrands>('/api/store/shade-finder/brands', { signal }),
    staleTime: 60_000,
  });

export const useShadeBrands = () => useQuery(shadeBrandsQuery());

export const shadeProductsQuery = (vendor: string) =>
  queryOptions({
    queryKey: shadeKeys.products(vendor),
    queryFn: ({ signal }) =>
      api<ShadeProducts>(`/api/store/shade-finder/products?vendor=${encodeURIComponent(vendor)}`, {
        signal,
      }),
    staleTime: 60_000,
  });

export const useShadeProducts = (vendor: string | null) =>
  useQuery({ ...shadeProductsQuery(vendor ?? ''), enabled: Boolean(vendor) });

export const useRequestStockAlert = () =>
  useMutation({
    mutationFn: (body: StockAlertInput) =>
      api<StockAlertResult>('/api/store/stock-alerts', { method: 'POST', body }),
  });

export const useConfirmStockAlert = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<StockAlertConfirmed>('/api/store/stock-alerts/confirm', {
        method: 'POST',
        body: { token },
      }),
  });
