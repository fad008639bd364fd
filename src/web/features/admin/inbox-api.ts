// /api/admin/contact-messages and /api/admin/newsletter-subscribers.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, Subscriber } from '../../../domain/schemas/admin-inbox';
import { adminApi, adminPath, type ListPage } from './admin-api';

export const inboxKeys = {
  messages: ['admin', 'contact-messages'] as const,
  subscribers: ['admin', 'newsletter-subscribers'] as const,
};

export const useContactMessages = (query: string) =>
  useQuery({
    queryKey: [...inboxKeys.messages, query],
    queryFn: ({ signal }) =>
      adminApi<ListPage<ContactMessage>>(`/api/admin/contact-messages?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (query: string) =>
  useQuery({
    queryKey: [...inboxKeys.subscribers, query],
    queryFn: ({ signal }) =>
      adminApi<ListPage<Subscriber>>(`/api/admin/newsletter-subscribers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

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
