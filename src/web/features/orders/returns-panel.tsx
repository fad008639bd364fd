// The customer's returns on the order page (issue #21): each return with its state, pickup,
// rejection reason and refund; and the form asking for one (lines and units of one seller, a
// reason, a note, up to three photos and, for cash on delivery, where the refund goes).
import { useState } from 'react';
import { formatINR } from '../../../domain/money';
import {
  RETURN_LIMITS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type ReturnReason,
} from '../../../domain/refunds';
import type { OrderReturns, Return } from '../../../domain/schemas/returns';
import { FormAlert } from '../../components/form-parts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { formatDay } from '../../lib/format';
import { toast } from '../../components/ui/toast';
import { useOrderReturns, useRequestReturn } from './returns-api';

const REFUND_BY = { razorpay: 'your original payment', upi: 'UPI', bank: 'bank transfer' };

function ReturnCard({ ret }: { ret: Return }) {
  return (
    <li className="grid gap-1.5 rounded-lg border border-sand-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">Return from {ret.vendorName}</span>
        <Badge
          variant={
            ret.status === 'rejected' ? 'danger' : ret.status === 'refunded' ? 'success' : 'warning'
          }
        >
          {RETURN_STATUS_LABELS[ret.status]}
        </Badge>
      </div>
      <ul className="text-sand-700">
        {ret.items.map((i) => (
          <li key={i.itemId}>
            {i.productName}
            {i.variantLabel ? ` (${i.variantLabel})` : ''} × {i.quantity}
          </li>
        ))}
      </ul>
      {ret.pickup ? <p>Pickup: {ret.pickup}</p> : null}
      {ret.rejectReason ? <p>Reason: {ret.rejectReason}</p> : null}
      {ret.payoutTo ? <p>Refund to {ret.payoutTo}</p> : null}
      {ret.refund?.status === 'refunded' ? (
        <p className="font-medium text-ink">
          Refunded {formatINR(ret.refund.amount)} by {REFUND_BY[ret.refund.method]}
          {ret.refund.reference ? ` (reference ${ret.refund.reference})` : ''}
        </p>
      ) : ret.status !== 'rejected' ? (
        <p>Refund due: {formatINR(ret.estimate.amount)}</p>
      ) : null}
    </li>
  );
}

function ReturnForm({
  orderId,
  terms,
  onDone,
}: {
  orderId: string;
  terms: OrderReturns;
  onDone: () => void;
}) {
  const open = terms.lines.filter((l) => l.returnable > 0);
  const [groupId] = useState(open[0]?.groupId ?? '');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason>('wrong-shade');
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<'upi' | 'bank'>('upi');
  const [upiId, setUpiId] = useState('');
  const [bank, setBank] = useState({ accountName: '', accountNumber: '', ifsc: '' });
  const [photos, setPhotos] = useState<File[]>([]);
  const ask = useRequestReturn(orderId);
  const lines = open.filter((l) => l.groupId === groupId);
  // The earliest window of the lines on offer: after it, one of them can no longer go back.
  const returnBy = lines
    .map((l) => l.closesAt)
    .filter((d): d is string => d !== null)
    .sort()[0];
  const submit = () => {
    const items = lines
      .filter((l) => (quantities[l.itemId] ?? 0) > 0)
      .map((l) => ({ itemId: l.itemId, quantity: quantities[l.itemId]! }));
    ask.mutate(
      {
        body: {
          items,
          reason,
          note,
          ...(terms.needsPayout
            ? { payout: method === 'upi' ? { method, upiId } : { method, ...bank } }
            : {}),
        },
        photos,
      },
      {
        onSuccess: () => {
          toast.success('Your return is requested. The seller will reply soon.');
          onDone();
        },
      },
    );
  };
  return (
    <form
      className="grid min-w-0 gap-4 rounded-lg border border-sand-200 bg-white p-4"
      aria-label="Return items"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="grid min-w-0 gap-2">
        <legend className="text-sm font-medium text-ink">Items to return</legend>
        {returnBy ? (
          <p className="text-sm text-sand-700">
            Return by <strong className="font-semibold text-ink">{formatDay(returnBy)}</strong>
          </p>
        ) : null}
        {lines.map((l) => {
          const chosen = quantities[l.itemId] ?? 0;
          const name = `${l.productName}${l.variantLabel ? ` (${l.variantLabel})` : ''}`;
          return (
            <div
              key={l.itemId}
              className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-sand-200 px-3 py-2.5 text-sm"
            >
              <label className="flex min-w-0 flex-1 items-start gap-2.5">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-rose-700"
                  checked={chosen > 0}
                  onChange={(e) =>
                    setQuantities({ ...quantities, [l.itemId]: e.target.checked ? 1 : 0 })
                  }
                />
                <span className="min-w-0 break-words">{name}</span>
              </label>
              {chosen > 0 && l.returnable > 1 ? (
                <label className="flex items-center gap-2 text-sand-700">
                  Quantity
                  <select
                    value={chosen}
                    aria-label={`Quantity of ${name} to return`}
                    onChange={(e) =>
                      setQuantities({ ...quantities, [l.itemId]: Number(e.target.value) })
                    }
                    className="h-9 rounded-lg border border-sand-300 bg-white px-2 text-sm"
                  >
                    {Array.from({ length: l.returnable }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="return-reason">Reason</Label>
        <select
          id="return-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
          className="h-11 w-full min-w-0 rounded-lg border border-sand-300 bg-white px-3 text-sm"
        >
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="return-note">Note</Label>
        <Textarea
          id="return-note"
          value={note}
          maxLength={RETURN_LIMITS.note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="return-photos">Photos (up to {RETURN_LIMITS.photos})</Label>
        <input
          id="return-photos"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          className="block w-full max-w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border file:border-sand-300 file:bg-white file:px-3 file:py-1.5"
          onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, RETURN_LIMITS.photos))}
        />
      </div>
      {terms.needsPayout ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-ink">
            Where should we send your refund?
          </legend>
          <div className="flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payout"
                checked={method === 'upi'}
                onChange={() => setMethod('upi')}
              />{' '}
              UPI
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payout"
                checked={method === 'bank'}
                onChange={() => setMethod('bank')}
              />{' '}
              Bank account
            </label>
          </div>
          {method === 'upi' ? (
            <>
              <Label htmlFor="return-upi">UPI ID</Label>
              <Input
                id="return-upi"
                value={upiId}
                onChange={(e) => setUpiId(e.target.value)}
                placeholder="name@okbank"
              />
            </>
          ) : (
            <>
              <Label htmlFor="return-account-name">Account holder</Label>
              <Input
                id="return-account-name"
                value={bank.accountName}
                onChange={(e) => setBank({ ...bank, accountName: e.target.value })}
              />
              <Label htmlFor="return-account-number">Account number</Label>
              <Input
                id="return-account-number"
                inputMode="numeric"
                value={bank.accountNumber}
                onChange={(e) => setBank({ ...bank, accountNumber: e.target.value })}
              />
              <Label htmlFor="return-ifsc">IFSC</Label>
              <Input
                id="return-ifsc"
                value={bank.ifsc}
                onChange={(e) => setBank({ ...bank, ifsc: e.target.value })}
              />
            </>
          )}
          <p className="text-xs text-sand-700">Shown masked once saved.</p>
        </fieldset>
      ) : null}
      <FormAlert message={ask.error ? ask.error.message : null} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          loading={ask.isPending}
          disabled={!lines.some((l) => (quantities[l.itemId] ?? 0) > 0)}
        >
          Request Return
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ReturnsPanel({ orderId, delivered }: { orderId: string; delivered: boolean }) {
  const terms = useOrderReturns(orderId, delivered);
  const [asking, setAsking] = useState(false);
  const data = terms.data;
  if (!data) return null;
  const canAsk = data.lines.some((l) => l.returnable > 0);
  const firstClose = data.lines
    .filter((l) => l.returnable > 0 && l.closesAt !== null)
    .map((l) => l.closesAt!)
    .sort()[0];
  if (data.returns.length === 0 && !canAsk) return null;
  return (
    <section aria-labelledby="returns-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="returns-title" className="font-display text-xl text-ink">
          Returns
        </h2>
        {canAsk && !asking ? (
          <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
            Return Items
          </Button>
        ) : null}
      </div>
      {canAsk && !asking ? (
        <p className="text-sm text-sand-700">
          {firstClose
            ? `Return by ${formatDay(firstClose)} (${data.windowDays} days from delivery).`
            : `Delivered items can be returned within ${data.windowDays} days of delivery.`}
        </p>
      ) : null}
      {asking ? (
        <ReturnForm orderId={orderId} terms={data} onDone={() => setAsking(false)} />
      ) : null}
      {data.returns.length > 0 ? (
        <ul className="grid gap-3">
          {data.returns.map((r) => (
            <ReturnCard key={r.id} ret={r} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
