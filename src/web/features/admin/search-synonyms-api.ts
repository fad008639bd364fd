// /api/admin/search-synonyms: the words search treats as the same (issue #37).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SearchSynonym,
  SearchSynonymInput,
  SearchSynonymList,
} from '../../../domain/schemas/search-synonyms';
import { adminApi } from './admin-api';

const synonymsKey = ['admin', 'search-synonyms'] as const;

export const useSearchSynonyms = () =>
  useQuery({
    queryKey: synonymsKey,
    queryFn: ({ signal }) => adminApi<SearchSynonymList>('/api/admin/search-synonyms', { signal }),
  });

/** Adds a row (no `id`) or replaces one; the list is read again after. */
export function useSaveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SearchSynonymInput & { id?: string }) =>
      id
        ? adminApi<SearchSynonym>(`/api/admin/search-synonyms/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body,
          })
        : adminApi<SearchSynonym>('/api/admin/search-synonyms', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

export function useDeleteSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminApi<null>(`/api/admin/search-synonyms/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}
