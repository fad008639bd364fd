// '/vendor/questions': what shoppers ask about this vendor's products, those the seller has not
// answered first, and the seller's public answer (shown with the "Seller" badge). A vendor
// cannot hide or edit a customer's question or answer: there is no route for it.
import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { QA_LIMITS, type VendorQuestion } from '../../../domain/schemas/questions';
import { NativeSelect } from '../../components/back-office/list-filters';
import type { ListColumn } from '../../components/back-office/list-rows';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { TextDialog } from '../../components/text-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDate } from './ops-format';
import { useAnswerAsSeller, useVendorQuestions } from './questions-api';

const STATE_OPTIONS = [
  { value: 'true', label: 'Not answered by you' },
  { value: 'false', label: 'Answered by you' },
];

function QuestionText({ q }: { q: VendorQuestion }) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {q.answeredBySeller ? (
          <Badge variant="success">Answered</Badge>
        ) : (
          <Badge variant="warning">Awaiting your answer</Badge>
        )}
        {q.status === 'hidden' ? <Badge variant="neutral">Hidden by Angle</Badge> : null}
      </div>
      <p className="font-medium break-words whitespace-pre-line text-ink">{q.text}</p>
      <p className="text-xs text-sand-600">
        {q.author} · {formatDate(q.createdAt)}
      </p>
      {q.answers.length ? (
        <ul className="mt-1 grid gap-1.5">
          {q.answers.map((a) => (
            <li
              key={a.id}
              className="rounded-lg bg-sand-100 px-3 py-2 text-sm break-words whitespace-pre-line text-sand-800"
            >
              <span className="font-medium text-ink">
                {a.isSeller ? 'You (Seller)' : `${a.author} (Verified buyer)`}:{' '}
              </span>
              {a.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function VendorQuestionsPage() {
  useDocumentTitle('Questions', 'Angle Vendor Portal');
  const params = useListParams({
    keys: ['unanswered'],
    pageSize: 20,
    allowed: { unanswered: ['true', 'false'] },
  });
  const { values, set } = params;
  const questions = useVendorQuestions(params.apiQuery);
  const answer = useAnswerAsSeller();
  const [answering, setAnswering] = useState<VendorQuestion | null>(null);

  const answerButton = (q: VendorQuestion) =>
    q.status === 'published' ? (
      <Button
        variant={q.answeredBySeller ? 'outline' : 'primary'}
        size="sm"
        onClick={() => {
          answer.reset();
          setAnswering(q);
        }}
      >
        {q.answeredBySeller ? 'Answer Again' : 'Answer'}
        <span className="sr-only"> “{q.text}”</span>
      </Button>
    ) : null;
  const columns: ListColumn<VendorQuestion>[] = [
    {
      header: 'Product',
      cellAlign: 'align-top',
      className: 'w-48 font-medium',
      cell: (q) => q.productName,
    },
    { header: 'Question', cellAlign: 'align-top', cell: (q) => <QuestionText q={q} /> },
    { header: 'Answer', align: 'right', cellAlign: 'align-top', cell: answerButton },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Questions"
        description="What shoppers ask about your products. Your answers show on the product page with a Seller badge."
      />
      <NativeSelect
        label="Show"
        showLabel
        value={values.unanswered}
        onChange={(v) => set('unanswered', v)}
        allLabel="All questions"
        options={STATE_OPTIONS}
        className="sm:w-56"
      />
      <ListView
        query={questions}
        params={params}
        columns={columns}
        card={(q) => (
          <div className="grid gap-2" data-testid="vendor-question">
            <p className="text-sm font-medium text-ink">{q.productName}</p>
            <QuestionText q={q} />
            <div>{answerButton(q)}</div>
          </div>
        )}
        rowKey={(q) => q.id}
        rowTestId="vendor-question-row"
        noun="question"
        yours
        empty={
          <EmptyState
            icon={MessageCircleQuestion}
            title={values.unanswered === 'true' ? 'Every question is answered' : 'No questions yet'}
            body="Signed-in shoppers can ask about any of your published products."
          />
        }
      />
      <TextDialog
        key={answering?.id ?? 'none'}
        open={answering !== null}
        title="Answer this question"
        description={
          answering
            ? `Your answer shows under “${answering.text}” on ${answering.productName}'s page, marked Seller.`
            : ''
        }
        label="Answer"
        maxLength={QA_LIMITS.textMax}
        submitLabel="Publish Answer"
        pending={answer.isPending}
        error={answer.error}
        onClose={() => setAnswering(null)}
        onSubmit={(text) =>
          answering &&
          answer.mutate(
            { id: answering.id, text },
            {
              onSuccess: () => {
                toast.success('Your answer is published.');
                setAnswering(null);
              },
            },
          )
        }
      />
    </div>
  );
}
