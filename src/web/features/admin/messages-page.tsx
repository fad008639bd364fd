// '/admin/messages': what visitors send in. Contact messages (mark handled, reply by email) and
// newsletter subscribers, each searchable and exported as CSV.
import { Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ContactMessage, Subscriber } from '../../../domain/schemas/admin-inbox';
import { ExportCsvLink, optionsOf } from '../../components/back-office/list-filters';
import { ListToolbar } from '../../components/back-office/list-toolbar';
import type { ListColumn } from '../../components/back-office/list-rows';
import { ListView } from '../../components/back-office/list-view';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { exportUrl, useContactMessages, useSetHandled, useSubscribers } from './inbox-api';
const TABS = [
  { id: 'contact', label: 'Contact messages' },
  { id: 'newsletter', label: 'Newsletter subscribers' },
] as const;

export function AdminMessagesPage() {
  useDocumentTitle('Messages', 'Angle Admin');
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'newsletter' ? 'newsletter' : 'contact';
  return (
    <div>
      <PageHeader
        size="compact"
        title="Messages"
        description="Contact-form messages and newsletter subscribers, with CSV exports."
      />
      <nav aria-label="Message lists" className="mt-6 flex gap-1 border-b border-sand-200">
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={t.id === 'contact' ? '/admin/messages' : '/admin/messages?tab=newsletter'}
            aria-current={tab === t.id ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
              tab === t.id
                ? 'border-rose-700 text-rose-800'
                : 'border-transparent text-sand-700 hover:text-ink',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'contact' ? <ContactMessages /> : <Subscribers />}
    </div>
  );
}

function ContactMessages() {
  const params = useListParams({ ...ADMIN_LIST, keys: ['search', 'status'] });
  const { values } = params;
  const messages = useContactMessages(params.apiQuery);
  const setHandled = useSetHandled();
  const columns: ListColumn<ContactMessage>[] = [
    {
      header: 'From',
      cellAlign: 'align-top',
      className: 'min-w-44',
      cell: (m) => (
        <>
          <p className="font-medium">{m.name}</p>
          <p className="text-xs break-all text-sand-600">{m.email}</p>
        </>
      ),
    },
    {
      header: 'Message',
      cellAlign: 'align-top',
      className: 'min-w-72',
      cell: (m) => (
        <>
          {m.subject ? <p className="font-medium">{m.subject}</p> : null}
          <p className="line-clamp-3 whitespace-pre-line text-sand-700">{m.message}</p>
        </>
      ),
    },
    {
      header: 'Received',
      cellAlign: 'align-top',
      className: 'whitespace-nowrap',
      cell: (m) => (
        <>
          {formatDateTime(m.createdAt)}
          <span className="mt-1 block">
            {m.handledAt ? (
              <Badge variant="success">Handled</Badge>
            ) : (
              <Badge variant="warning">Open</Badge>
            )}
          </span>
        </>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      cellAlign: 'align-top',
      className: 'whitespace-nowrap',
      cell: (m) => (
        <>
          <Button variant="ghost" size="sm" asChild>
            <a
              href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject ?? 'Your message to Angle'}`)}`}
            >
              <Mail aria-hidden="true" />
              Reply<span className="sr-only"> to {m.name}</span>
            </a>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={setHandled.isPending && setHandled.variables?.id === m.id}
            onClick={() =>
              setHandled.mutate(
                { id: m.id, handled: !m.handledAt },
                {
                  onSuccess: () =>
                    toast.success(m.handledAt ? 'Marked open again.' : 'Marked handled.'),
                  onError: (e) => toast.error(e.message),
                },
              )
            }
          >
            {m.handledAt ? 'Reopen' : 'Mark handled'}
            <span className="sr-only"> the message from {m.name}</span>
          </Button>
        </>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        params={params}
        search={{ label: 'Search messages', placeholder: 'Name, email or words' }}
        filters={[
          {
            key: 'status',
            label: 'Status',
            options: optionsOf({ open: 'Open', handled: 'Handled' }),
          },
        ]}
      >
        <ExportCsvLink
          href={exportUrl('contact-messages', { search: values.search, status: values.status })}
          className="ml-auto"
        />
      </ListToolbar>
      <ListView
        query={messages}
        params={params}
        columns={columns}
        rowKey={(m) => m.id}
        noun="message"
        empty="No messages here."
      />
    </>
  );
}

const SUBSCRIBER_COLUMNS: ListColumn<Subscriber>[] = [
  { header: 'Email', className: 'break-all', cell: (s) => s.email },
  {
    header: 'Subscribed',
    className: 'whitespace-nowrap',
    cell: (s) => formatDateTime(s.createdAt),
  },
];

function Subscribers() {
  const params = useListParams({ ...ADMIN_LIST, keys: ['search'] });
  const subscribers = useSubscribers(params.apiQuery);
  return (
    <>
      <ListToolbar params={params} search={{ label: 'Search subscribers', placeholder: 'Email' }}>
        <ExportCsvLink
          href={exportUrl('newsletter-subscribers', { search: params.values.search })}
          className="ml-auto"
        />
      </ListToolbar>
      <ListView
        query={subscribers}
        params={params}
        columns={SUBSCRIBER_COLUMNS}
        rowKey={(s) => s.id}
        noun="subscriber"
        empty="No subscribers yet."
      />
    </>
  );
}
