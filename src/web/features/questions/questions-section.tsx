// The product page's questions and answers (issue #19 item 6), below the reviews: the ask form
// for signed-in customers (a sign-in link for guests), then the questions newest first with
// their answers, the seller's marked "Seller" and customers' "Verified buyer". Its data is its
// own query and its code loads beside the page (React.lazy), like the reviews.
import { BadgeCheck, Flag, MessageCircleQuestion, Store } from '../../components/ui/icons';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Answer, Question } from '../../../domain/schemas/questions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import { toast } from '../../components/ui/toast';
import { formatDate, pluralize } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthStore } from '../auth/auth-store';
import { customerSignInPath } from '../auth/redirects';
import type { ReportTarget } from '../reports/api';
import { ReportDialog } from '../reports/report-dialog';
import { useAnswerQuestion, useAskQuestion, useProductQuestions } from './api';
import { QaTextForm } from './text-form';

const PAGE_SIZE = 5;

export function ProductQuestions({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) }).toString();
  const questions = useProductQuestions(productId, query);
  // The server's page (and the first render over it) shows the sign-in link: the session is
  // known in the browser only, and the form needs JavaScript anyway.
  const signedIn = useAuthStore((s) => s.isAuthenticated) && hydrated;
  const ask = useAskQuestion(productId);
  const location = useLocation();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const onReport = signedIn ? setReporting : undefined;

  return (
    <section
      id="questions"
      aria-labelledby="questions-heading"
      className="container-page border-t border-sand-200 py-10"
    >
      <h2 id="questions-heading" className="text-2xl text-ink">
        Questions &amp; answers
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div>
          {signedIn ? (
            <QaTextForm
              kind="question"
              testId="ask-form"
              label="Ask a question"
              description="The seller and customers who bought it can answer. 10 to 500 characters."
              submitLabel="Ask Question"
              pending={ask.isPending}
              onSubmit={(text, done) =>
                ask.mutate(text, {
                  onSuccess: () => {
                    done.onSuccess();
                    setPage(1);
                    toast.success('Your question is published.');
                  },
                  onError: done.onError,
                })
              }
            />
          ) : (
            <p className="text-sand-700">
              <Link
                to={customerSignInPath(`${location.pathname}${location.search}#questions`)}
                className="font-medium text-rose-700 underline"
              >
                Sign in to ask a question
              </Link>{' '}
              about this product.
            </p>
          )}
        </div>
        <div>
          {questions.isError ? (
            <p role="alert" className="text-sand-700">
              We could not load the questions.{' '}
              <button type="button" className="underline" onClick={() => void questions.refetch()}>
                Try again
              </button>
            </p>
          ) : !questions.data ? (
            hydrated ? (
              <p role="status" className="text-sand-600">
                Loading questions…
              </p>
            ) : null
          ) : questions.data.items.length === 0 ? (
            <p className="flex items-center gap-2 text-sand-700" data-testid="qa-empty">
              <MessageCircleQuestion aria-hidden="true" className="size-5 text-sand-500" />
              No questions yet — ask the first.
            </p>
          ) : (
            <>
              <p className="text-sm text-sand-700">{pluralize(questions.data.total, 'question')}</p>
              <ul className="mt-2 divide-y divide-sand-200" aria-label="Questions">
                {questions.data.items.map((q) => (
                  <QuestionItem key={q.id} question={q} signedIn={signedIn} onReport={onReport} />
                ))}
              </ul>
              <Pagination
                className="mt-4"
                label="Question pages"
                page={page}
                pageCount={pageCountOf(questions.data.total, PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )}
        </div>
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

/** The "Report" button of a question or an answer, for signed-in customers (issue #38). */
function ReportButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="h-7 px-2 text-sand-700" onClick={onClick}>
      <Flag aria-hidden="true" className="size-3.5" /> Report
      <span className="sr-only"> {what}</span>
    </Button>
  );
}

function QuestionItem({
  question: q,
  signedIn,
  onReport,
}: {
  question: Question;
  signedIn: boolean;
  onReport: ((target: ReportTarget) => void) | undefined;
}) {
  const [answering, setAnswering] = useState(false);
  const answer = useAnswerQuestion(q.productId, q.id);
  return (
    <li className="grid gap-3 py-5" data-testid="question">
      <div>
        <h3 className="flex gap-2 text-base font-semibold break-words text-ink">
          <span aria-hidden="true" className="text-rose-700">
            Q
          </span>
          <span className="min-w-0 whitespace-pre-line">{q.text}</span>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-sand-600">
          <span>
            Asked by {q.author} · {formatDate(q.createdAt)}
          </span>
          {onReport ? (
            <ReportButton
              what="this question"
              onClick={() => onReport({ kind: 'question', id: q.id })}
            />
          ) : null}
        </p>
      </div>
      {q.answers.length ? (
        <ul className="grid gap-3 border-l-2 border-sand-200 pl-4" aria-label="Answers">
          {q.answers.map((a) => (
            <AnswerItem key={a.id} answer={a} onReport={onReport} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-sand-600">No answers yet.</p>
      )}
      {signedIn ? (
        answering ? (
          <QaTextForm
            kind="answer"
            testId="answer-form"
            label="Your answer"
            description="Customers who received this product can answer."
            submitLabel="Post Answer"
            pending={answer.isPending}
            onCancel={() => setAnswering(false)}
            onSubmit={(text, done) =>
              answer.mutate(text, {
                onSuccess: () => {
                  done.onSuccess();
                  setAnswering(false);
                  toast.success('Your answer is published.');
                },
                onError: done.onError,
              })
            }
          />
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={() => setAnswering(true)}>
              Answer<span className="sr-only"> the question “{q.text}”</span>
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

function AnswerItem({
  answer: a,
  onReport,
}: {
  answer: Answer;
  onReport: ((target: ReportTarget) => void) | undefined;
}) {
  return (
    <li className="grid gap-1" data-testid="answer">
      <p className="leading-relaxed break-words whitespace-pre-line text-sand-800">{a.text}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-sand-700">
        <span className="font-medium text-ink">{a.author}</span>
        {a.isSeller ? (
          <Badge variant="rose" className="gap-1">
            <Store aria-hidden="true" className="size-3.5" /> Seller
          </Badge>
        ) : a.verifiedBuyer ? (
          <Badge variant="success" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified buyer
          </Badge>
        ) : null}
        <span>· {formatDate(a.createdAt)}</span>
        {onReport ? (
          <ReportButton
            what={`the answer by ${a.author}`}
            onClick={() => onReport({ kind: 'answer', id: a.id })}
          />
        ) : null}
      </p>
    </li>
  );
}
