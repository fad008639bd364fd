// The returns of one order on the admin's order page (issue #21): each with its reason, photos,
// pickup, refund figures and timeline, and the moves the admin may make now: approve or reject
// (overriding the vendor, or overturning a rejection), mark picked up, mark received with the
// lines that go back into stock, and refund once received.
import { useState } from 'react';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '../../../domain/refunds';
import type { Return } from '../../../domain/schemas/returns';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { formatDateTime, formatINR } from '../../lib/format';
import { ReturnDecisionDialog, ReturnReceivedDialog, ReturnRefundDialog } from './return-dialogs';
import { useMoveReturn, useOrderReturns, useRefundReturn } from './returns-api';

const STATUS_LOOK: Record<ReturnStatus, BadgeVariant> = {
  requested: 'warning',
  approved: 'rose',
  'picked-up': 'rose',
  received: 'warning',
  refunded: 'success',
  rejected: 'danger',
};

/** What a move made of the return, for its toast. */
const MOVED: Record<ReturnStatus, string> = {
  requested: 'requested',
  approved: 'approved',
  'picked-up': 'picked up',
  received: 'received',
  refunded: 'refunded',
  rejected: 'rejected',
};

export const ReturnStatusBadge = ({ status }: { status: ReturnStatus }) => (
  <Badge variant={STATUS_LOOK[status]}>{RETURN_STATUS_LABELS[status]}</Badge>
);

export const REFUND_METHOD_LABELS = { razorpay: 'Razorpay', upi: 'UPI', bank: 'Bank transfer' };

/** "₹499 refunded by UPI (UTR…)" once refunded; what it would be until then. */
export function refundLine(r: Return): string {
  if (r.refund?.status === 'refunded') {
    const by = r.refund.method === 'bank' ? 'bank transfer' : REFUND_METHOD_LABELS[r.refund.method];
    return `${formatINR(r.refund.amount)} refunded by ${by}${r.refund.reference ? ` (${r.refund.reference})` : ''}`;
  }
  if (r.status === 'rejected') return 'No refund';
  return `${formatINR(r.estimate.amount)} due${r.refund?.status === 'pending' ? ', on its way' : ''}`;
}

type Asking = { kind: 'approved' | 'rejected' | 'received' | 'refund'; ret: Return } | null;

const randomKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useOrderReturns(orderId);
  const move = useMoveReturn(orderId);
  const refund = useRefundReturn(orderId);
  const [asking, setAsking] = useState<Asking>(null);
  // One refund attempt, one Idempotency-Key: a retry after a lost answer (or a gateway that did
  // not answer, 503) is the same refund; a refusal needs a new attempt.
  const [refundKey, setRefundKey] = useState(randomKey);

  if (!returns.data || returns.data.length === 0) return null;

  function ask(next: Asking) {
    move.reset();
    refund.reset();
    setAsking(next);
  }
  const close = () => setAsking(null);
  const moved = (r: Return) => {
    toast.success(`The return from ${r.vendorName} is ${MOVED[r.status]}.`);
    close();
  };

  return (
    <section
      aria-labelledby="order-returns"
      className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-returns" className="mb-3 font-display text-base text-ink">
        Returns
      </h2>
      <ul className="grid gap-4">
        {returns.data.map((r) => (
          <ReturnItem
            key={r.id}
            ret={r}
            busy={move.isPending}
            onAsk={(kind) => ask({ kind, ret: r })}
            onPickedUp={() =>
              move.mutate(
                { id: r.id, action: { to: 'picked-up' } },
                { onSuccess: moved, onError: (e) => toast.error(e.message) },
              )
            }
          />
        ))}
      </ul>

      <Dialog open={asking !== null} onOpenChange={(open) => (open ? null : close())}>
        {asking?.kind === 'approved' || asking?.kind === 'rejected' ? (
          <ReturnDecisionDialog
            key={`${asking.kind}-${asking.ret.id}`}
            decision={asking.kind}
            ret={asking.ret}
            pending={move.isPending}
            error={move.error}
            onSave={async (text) =>
              moved(
                await move.mutateAsync({
                  id: asking.ret.id,
                  action:
                    asking.kind === 'approved'
                      ? { to: 'approved', pickup: text }
                      : { to: 'rejected', reason: text },
                }),
              )
            }
          />
        ) : asking?.kind === 'received' ? (
          <ReturnReceivedDialog
            key={asking.ret.id}
            ret={asking.ret}
            pending={move.isPending}
            error={move.error}
            onSave={async (restock) =>
              moved(
                await move.mutateAsync({ id: asking.ret.id, action: { to: 'received', restock } }),
              )
            }
          />
        ) : asking?.kind === 'refund' ? (
          <ReturnRefundDialog
            key={asking.ret.id}
            ret={asking.ret}
            pending={refund.isPending}
            error={refund.error}
            onSave={async (body) => {
              try {
                const done = await refund.mutateAsync({ id: asking.ret.id, key: refundKey, body });
                toast.success(refundLine(done).replace(/^./, (c) => c.toUpperCase()));
                setRefundKey(randomKey());
                close();
              } catch (err) {
                const retry = err instanceof ApiError && (err.status === 0 || err.status === 503);
                if (!retry) setRefundKey(randomKey());
                throw err;
              }
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function ReturnItem({
  ret: r,
  busy,
  onAsk,
  onPickedUp,
}: {
  ret: Return;
  busy: boolean;
  onAsk: (kind: 'approved' | 'rejected' | 'received' | 'refund') => void;
  onPickedUp: () => void;
}) {
  const next = r.nextStatuses;
  // An order may hold a return from each vendor: the buttons say whose (after the ellipsis: the
  // hidden words are a flex item of their own).
  const whose = <span className="sr-only"> the return from {r.vendorName}</span>;
  return (
    <li
      data-testid="admin-order-return"
      className="grid gap-2 border-t border-sand-200 pt-4 text-sm first:border-t-0 first:pt-0"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{r.vendorName}</span>
        <ReturnStatusBadge status={r.status} />
        <span className="text-sand-700">{RETURN_REASON_LABELS[r.reason]}</span>
        <span className="text-xs text-sand-600">Asked {formatDateTime(r.createdAt)}</span>
      </div>
      <ul className="text-sand-800">
        {r.items.map((i) => (
          <li key={i.itemId} className="flex items-center gap-2">
            {i.swatchHex ? (
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full border border-sand-300"
                style={{ backgroundColor: i.swatchHex }}
              />
            ) : null}
            <span>
              {i.productName}
              {i.variantLabel ? ` (${i.variantLabel})` : ''} × {i.quantity}
              {i.restocked ? <span className="text-sand-600"> · back in stock</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {r.note ? <p className="break-words text-sand-700">“{r.note}”</p> : null}
      {r.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos from the customer">
          {r.photos.map((p, n) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={p.thumbUrl}
                  alt={`What ${r.customerName} sent (${n + 1} of ${r.photos.length})`}
                  className="size-16 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {r.pickup ? (
          <>
            <dt className="text-sand-600">Pickup</dt>
            <dd className="break-words">{r.pickup}</dd>
          </>
        ) : null}
        {r.rejectReason ? (
          <>
            <dt className="text-sand-600">Rejected</dt>
            <dd className="break-words">{r.rejectReason}</dd>
          </>
        ) : null}
        {r.payoutTo ? (
          <>
            <dt className="text-sand-600">Refund to</dt>
            <dd>{r.payoutTo}</dd>
          </>
        ) : null}
        <dt className="text-sand-600">Refund</dt>
        <dd className="tabular-nums">
          {refundLine(r)}
          {r.refund?.commissionReversed ? (
            <span className="block text-xs text-sand-600">
              Commission reversed {formatINR(r.refund.commissionReversed)}
            </span>
          ) : null}
        </dd>
      </dl>
      <details className="text-xs text-sand-700">
        <summary className="cursor-pointer text-sand-600">Timeline</summary>
        <ol className="mt-1 grid gap-0.5">
          {r.events.map((e, n) => (
            <li key={n}>
              {formatDateTime(e.at)} · {RETURN_STATUS_LABELS[e.status]} by {e.by}
              {e.note ? `: ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
      {next.length > 0 || r.canRefund ? (
        <div className="flex flex-wrap gap-2">
          {next.includes('approved') ? (
            <Button size="sm" variant="outline" onClick={() => onAsk('approved')}>
              {r.status === 'rejected' ? 'Overturn and Approve…' : 'Approve…'}
              {whose}
            </Button>
          ) : null}
          {next.includes('rejected') ? (
            <Button size="sm" variant="outline-danger" onClick={() => onAsk('rejected')}>
              Reject…{whose}
            </Button>
          ) : null}
          {next.includes('picked-up') ? (
            <Button size="sm" variant="outline" loading={busy} onClick={onPickedUp}>
              Mark Picked Up{whose}
            </Button>
          ) : null}
          {next.includes('received') ? (
            <Button size="sm" variant="outline" onClick={() => onAsk('received')}>
              Mark Received…{whose}
            </Button>
          ) : null}
          {r.canRefund ? (
            <Button size="sm" onClick={() => onAsk('refund')}>
              Refund {formatINR(r.estimate.amount)}…{whose}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
