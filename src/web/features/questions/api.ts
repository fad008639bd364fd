// The store's question-and-answer endpoints for the web app (issue #19 item 6): a product's
// questions, asking one and answering one.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AskQuestion, Question, QuestionList } from '../../../domain/schemas/questions';
import { api } from '../../lib/api-client';

export const questionKeys = {
  product: (productId: string) => ['questions', 'product', productId] as const,
  list: (productId: string, query: string) => ['questions', 'product', productId, query] as const,
};

export const productQuestionsQuery = (productId: string, query: string) =>
  queryOptions({
    queryKey: questionKeys.list(productId, query),
    queryFn: ({ signal }) =>
      api<QuestionList>(`/api/store/products/${encodeURIComponent(productId)}/questions?${query}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useProductQuestions = (productId: string, query: string) =>
  useQuery(productQuestionsQuery(productId, query));

export function useAskQuestion(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<Question>('/api/store/questions', {
        method: 'POST',
        body: { productId, text } satisfies AskQuestion,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.product(productId) }),
  });
}

export function useAnswerQuestion(productId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<Question>(`/api/store/questions/${encodeURIComponent(questionId)}/answers`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.product(productId) }),
  });
}
