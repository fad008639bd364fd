// Questions about the vendor's products (/api/vendor/questions) and the seller's answer.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { VendorQuestion } from '../../../domain/schemas/questions';
import { vendorApi } from './vendor-api';

interface VendorQuestionPage {
  items: VendorQuestion[];
  page: number;
  limit: number;
  total: number;
}

const questionKeys = {
  all: ['vendor', 'questions'] as const,
  list: (query: string) => ['vendor', 'questions', query] as const,
};

export const vendorQuestionsQuery = (query: string) =>
  queryOptions({
    queryKey: questionKeys.list(query),
    queryFn: ({ signal }) =>
      vendorApi<VendorQuestionPage>(`/api/vendor/questions?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useVendorQuestions = (query: string) => useQuery(vendorQuestionsQuery(query));

export function useAnswerAsSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      vendorApi<VendorQuestion>(`/api/vendor/questions/${encodeURIComponent(id)}/answers`, {
        method: 'POST',
        body: { text },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
