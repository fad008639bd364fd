// /api/admin/contact-messages and /api/admin/newsletter-subscribers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, Subscriber } from '../../../domain/schemas/admin-inbox';
import { adminApi, adminListQuery, adminPath, type ListPage } from './admin-api';

export const inboxKeys = {
  messages: ['admin', 'contact-messages'] as const,
  subscribers: ['admin', 'newsletter-subscribers'] as const,
};

export const useContactMessages = (query: string) =>
  useQuery(
    adminListQuery<ListPage<ContactMessage>>(
      [...inboxKeys.messages, query],
      '/api/admin/contact-messages',
      query,
    ),
  );

export const useSubscribers = (query: string) =>
  useQuery(
    adminListQuery<ListPage<Subscriber>>(
      [...inboxKeys.subscribers, query],
      '/api/admin/newsletter-subscribers',
      query,
    ),
  );

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      adminApi<ContactMessage>(adminPath('contact-messages', id), {
        method: 'PATCH',
        body: { handled },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.messages }),
  });
}

/** The export's address: a plain download the browser saves (the session cookie goes along). */
export function exportUrl(
  list: 'contact-messages' | 'newsletter-subscribers',
  filters: Record<string, string>,
) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  const qs = query.toString();
  return `/api/admin/${list}/export${qs ? `?${qs}` : ''}`;
}
