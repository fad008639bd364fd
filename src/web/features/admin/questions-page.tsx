// '/admin/questions': every product question with all its answers (hidden ones too), and hide
// or restore a question or a single answer with a reason kept in the audit trail. A hidden
// question leaves the product page with its answers.
import { useState } from 'react';
import type { AdminAnswer, AdminQuestion } from '../../../domain/schemas/questions';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { useListParams } from '../../components/back-office/use-list-params';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST, MODERATION_STATUS_FILTER } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { useAdminQuestions, useModerateQa } from './questions-api';

const KEYS = ['search', 'status'] as const;

interface Target {
  entity: 'question' | 'answer';
  id: string;
  text: string;
  productName: string;
  hide: boolean;
}

const StatusBadge = ({ status }: { status: 'published' | 'hidden' }) =>
  status === 'hidden' ? (
    <Badge variant="warning">Hidden</Badge>
  ) : (
    <Badge variant="success">Published</Badge>
  );

function ModerateButton({ target, onClick }: { target: Target; onClick: () => void }) {
  return (
    <Button variant={target.hide ? 'ghost-danger' : 'ghost'} size="sm" onClick={onClick}>
      {target.hide ? 'Hide' : 'Restore'}
      <span className="sr-only">
        {' '}
        the {target.entity} “{target.text}”
      </span>
    </Button>
  );
}

export function AdminQuestionsPage() {
  useDocumentTitle('Questions', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: KEYS });
  const questions = useAdminQuestions(params.apiQuery);
  const moderate = useModerateQa();
  const [confirming, setConfirming] = useState<Target | null>(null);

  const open = (target: Target) => {
    moderate.reset();
    setConfirming(target);
  };
  const answerTarget = (q: AdminQuestion, a: AdminAnswer): Target => ({
    entity: 'answer',
    id: a.id,
    text: a.text,
    productName: q.productName,
    hide: a.status === 'published',
  });

  function confirm(reason?: string) {
    if (!confirming || !reason) return;
    const { entity, id, hide } = confirming;
    moderate.mutate(
      { entity, id, hide, reason },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(
            `The ${entity} is ${hide ? 'hidden' : 'published again'}.`.replace(/^./, (c) =>
              c.toUpperCase(),
            ),
          );
        },
      },
    );
  }

  const columns: ListColumn<AdminQuestion>[] = [
    {
      header: 'Question and answers',
      cellAlign: 'align-top',
      className: 'min-w-72 max-w-xl',
      cell: (q) => (
        <div className="grid gap-2">
          <p className="font-medium break-words whitespace-pre-line text-ink">{q.text}</p>
          <p className="text-xs text-sand-600">
            {q.author} ({q.authorEmail}) · {formatDate(q.createdAt)}
          </p>
          {q.status === 'hidden' && q.hiddenReason ? (
            <p className="text-xs text-sand-700">Hidden: {q.hiddenReason}</p>
          ) : null}
          {q.answers.length ? (
            <ul className="grid gap-1.5" aria-label="Answers">
              {q.answers.map((a) => (
                <li
                  key={a.id}
                  data-testid="admin-answer"
                  className={cn(
                    'flex flex-wrap items-start justify-between gap-2 rounded-lg bg-sand-100 px-3 py-2 text-sm',
                    a.status === 'hidden' && 'opacity-70',
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <p className="break-words whitespace-pre-line text-sand-800">{a.text}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-sand-600">
                      {a.author} · {a.isSeller ? 'Seller' : 'Verified buyer'}
                      {a.status === 'hidden' ? (
                        <Badge variant="warning">
                          Hidden{a.hiddenReason ? `: ${a.hiddenReason}` : ''}
                        </Badge>
                      ) : null}
                    </p>
                  </div>
                  <ModerateButton
                    target={answerTarget(q, a)}
                    onClick={() => open(answerTarget(q, a))}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-sand-600">No answers yet.</p>
          )}
        </div>
      ),
    },
    {
      header: 'Product',
      cellAlign: 'align-top',
      className: 'min-w-40',
      cell: (q) => (
        <>
          <p className="font-medium text-ink">{q.productName}</p>
          <p className="text-xs text-sand-600">{q.vendorName}</p>
        </>
      ),
    },
    { header: 'Status', cellAlign: 'align-top', cell: (q) => <StatusBadge status={q.status} /> },
    {
      header: 'Actions',
      align: 'right',
      cellAlign: 'align-top',
      className: 'whitespace-nowrap',
      cell: (q) => {
        const target: Target = {
          entity: 'question',
          id: q.id,
          text: q.text,
          productName: q.productName,
          hide: q.status === 'published',
        };
        return <ModerateButton target={target} onClick={() => open(target)} />;
      },
    },
  ];

  const hiding = confirming?.hide ?? false;
  const what = confirming?.entity ?? 'question';
  return (
    <ListPage
      query={questions}
      params={params}
      title="Questions"
      description="Shoppers' questions about products and the answers from sellers and verified buyers. Hide what breaks the rules."
      search={{ label: 'Search questions', placeholder: 'Product, question or answer' }}
      filters={[MODERATION_STATUS_FILTER]}
      columns={columns}
      rowKey={(q) => q.id}
      rowTestId="admin-question-row"
      noun="question"
      empty="No questions match these filters."
    >
      <ConfirmDialog
        open={confirming !== null}
        title={hiding ? `Hide this ${what}?` : `Publish this ${what} again?`}
        description={
          hiding
            ? `“${confirming?.text ?? ''}” will disappear from ${confirming?.productName ?? 'the product'}'s page${what === 'question' ? ' with its answers' : ''}.`
            : `“${confirming?.text ?? ''}” will show on ${confirming?.productName ?? 'the product'}'s page again.`
        }
        confirmLabel={
          hiding
            ? `Hide ${what === 'question' ? 'Question' : 'Answer'}`
            : `Restore ${what === 'question' ? 'Question' : 'Answer'}`
        }
        destructive={hiding}
        withReason
        reasonRequired
        pending={moderate.isPending}
        error={moderate.error}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </ListPage>
  );
}
