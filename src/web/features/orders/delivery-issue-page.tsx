// '/my-orders/:orderId/delivery' (signed-in customers, issue #39): after a failed delivery
// attempt the shopper chooses what happens next — deliver again on a day, correct the street or
// phone and deliver again, or cancel (the parcel goes back to its seller). The mail about the
// failed attempt links here, and so does the order page. The answer goes to the courier (or the
// seller who ships it) once; after that the page shows what was chosen.
import { PackageX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  DELIVERY_ISSUE_CHOICE_LABELS,
  DELIVERY_ISSUE_CHOICES,
  type DeliveryIssueChoice,
} from '../../../domain/delivery-issues';
import { eachDay } from '../../../domain/india-time';
import type { Order, OrderGroup } from '../../../domain/schemas/order';
import { FormAlert } from '../../components/form-parts';
import { OrderNumber } from '../../components/order-number';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAnswerDelivery, useOrder } from './api';
import { answerSummary } from './delivery-answer';
import { lazy } from '../../../domain/lazy';

const weekday = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);
const dayLabel = (date: string) => weekday().format(new Date(`${date}T00:00:00Z`));

function AnswerForm({ order, group }: { order: Order; group: OrderGroup }) {
  const issue = group.deliveryIssue!;
  const days = issue.reattemptDays ? eachDay(issue.reattemptDays.from, issue.reattemptDays.to) : [];
  const [choice, setChoice] = useState<DeliveryIssueChoice>('deliver-again');
  const [day, setDay] = useState(days[0] ?? '');
  const [line1, setLine1] = useState(order.shippingAddress.line1);
  const [line2, setLine2] = useState(order.shippingAddress.line2 ?? '');
  const [phone, setPhone] = useState(order.shippingAddress.phone);
  const answer = useAnswerDelivery();
  const fieldError = (path: string) =>
    answer.error instanceof ApiError
      ? answer.error.fieldErrors.find((e) => e.path === path)?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      choice === 'cancel'
        ? { choice }
        : choice === 'correct-address'
          ? { choice, reattemptOn: day, line1, ...(line2 ? { line2 } : {}), phone }
          : { choice, reattemptOn: day };
    answer.mutate(
      { orderId: order.id, issueId: issue.id, body },
      {
        onSuccess: () =>
          toast.success(
            choice === 'cancel'
              ? 'Done. The parcel goes back to the seller.'
              : 'Thank you. We have passed it on to the courier.',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">What should happen next?</legend>
        {DELIVERY_ISSUE_CHOICES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 px-3.5 py-3 text-sm has-checked:border-rose-600 has-checked:bg-rose-50"
          >
            <input
              type="radio"
              name="choice"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="mt-0.5 accent-rose-700"
            />
            <span className="text-ink">{DELIVERY_ISSUE_CHOICE_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'correct-address' ? (
        <div className="grid gap-4 rounded-xl bg-sand-50 p-4">
          <Field label="House and street" error={fieldError('line1')}>
            <Input
              value={line1}
              onChange={(e) => setLine1(e.target.value)}
              autoComplete="address-line1"
            />
          </Field>
          <Field label="Landmark or area (optional)" error={fieldError('line2')}>
            <Input
              value={line2}
              onChange={(e) => setLine2(e.target.value)}
              autoComplete="address-line2"
            />
          </Field>
          <Field label="Mobile number" error={fieldError('phone')}>
            <Input
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              inputMode="tel"
              autoComplete="tel"
            />
          </Field>
          <p className="text-sm text-sand-700">
            {order.shippingAddress.city}, {order.shippingAddress.state}{' '}
            {order.shippingAddress.pincode} stays as it is.
          </p>
        </div>
      ) : null}
      {choice === 'cancel' ? (
        <p className="rounded-xl bg-sand-100 px-3.5 py-3 text-sm text-sand-800">
          The parcel goes back to {group.vendorName}.{' '}
          {order.paymentMethod === 'cod'
            ? 'You pay nothing.'
            : 'Your payment for it is refunded in full once it is back.'}
        </p>
      ) : (
        <Field label="Deliver on" error={fieldError('reattemptOn')}>
          <select
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className="h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base sm:text-sm"
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <FormAlert
        message={
          answer.error && !(answer.error instanceof ApiError && answer.error.fieldErrors.length)
            ? answer.error.message
            : null
        }
      />
      <Button type="submit" disabled={answer.isPending} className="justify-self-start">
        {answer.isPending ? <Spinner label="Sending…" /> : null}
        {choice === 'cancel' ? 'Cancel the delivery' : 'Confirm'}
      </Button>
    </form>
  );
}

function IssueCard({ order, group }: { order: Order; group: OrderGroup }) {
  const issue = group.deliveryIssue!;
  const headingId = `delivery-${group.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <PackageX aria-hidden="true" className="mt-1 size-5 shrink-0 text-rose-700" />
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg text-ink">
            Your parcel from {group.vendorName}
          </h2>
          <p className="text-sm text-sand-700">
            The courier tried on {formatDateTime(issue.attemptedAt)}: {issue.reason}
          </p>
        </div>
      </div>
      {issue.status === 'open' ? (
        <AnswerForm order={order} group={group} />
      ) : issue.status === 'answered' ? (
        <p className="rounded-xl bg-success-soft px-3.5 py-3 text-sm text-success">
          {answerSummary(issue)}
        </p>
      ) : (
        <p className="rounded-xl bg-sand-100 px-3.5 py-3 text-sm text-sand-800">
          Nothing to choose any more: the parcel was delivered or is on its way back.
        </p>
      )}
    </section>
  );
}

export function DeliveryIssuePage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const data = order.data;
  useDocumentTitle(data ? `Delivery of order ${data.number}` : 'Delivery');
  const back = (
    <Link
      to={`/my-orders/${encodeURIComponent(orderId)}`}
      className="text-sm font-medium text-rose-700 hover:underline"
    >
      ← Back to the order
    </Link>
  );
  if (!data) {
    return (
      <div className="container-page grid max-w-xl gap-4 py-10 sm:py-14">
        {order.isPending ? (
          <Spinner label="Loading your order…" className="size-7 text-rose-600" />
        ) : (
          <FormAlert message={order.error?.message ?? 'We could not load this order.'} />
        )}
        {back}
      </div>
    );
  }
  const groups = data.groups.filter((g) => g.deliveryIssue);
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      {back}
      <PageHeader
        className="mt-4"
        eyebrow="Delivery"
        title="We could not deliver your parcel"
        description={
          <>
            Order <OrderNumber number={data.number} /> · delivering to{' '}
            {data.shippingAddress.fullName}, {data.shippingAddress.city}
          </>
        }
      />
      <div className="mt-8 grid gap-6">
        {groups.length === 0 ? (
          <p className="text-sand-700">Every delivery of this order went as planned.</p>
        ) : (
          groups.map((g) => <IssueCard key={g.id} order={data} group={g} />)
        )}
      </div>
    </div>
  );
}
