// Angle Admin's question-and-answer moderation (/api/admin/questions): the list, and hide or
// restore a question or one answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestion } from '../../../domain/schemas/questions';
import { adminApi, adminPath, adminListQuery, type ListPage } from './admin-api';

const questionKeys = {
  all: ['admin', 'questions'] as const,
  list: (query: string) => ['admin', 'questions', query] as const,
};

export const adminQuestionsQuery = (query: string) =>
  adminListQuery<ListPage<AdminQuestion>>(questionKeys.list(query), '/api/admin/questions', query);
export const useAdminQuestions = (query: string) => useQuery(adminQuestionsQuery(query));

export interface QaModeration {
  entity: 'question' | 'answer';
  id: string;
  hide: boolean;
  reason: string;
}

export function useModerateQa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entity, id, hide, reason }: QaModeration) =>
      adminApi<AdminQuestion>(adminPath(`${entity}s`, id, hide ? '/hide' : '/restore'), {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
