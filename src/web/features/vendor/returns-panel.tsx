// The vendor's returns of one order (issue #21): each return with its reason, photos and refund
// figures, and the next move: approve with pickup details, reject with a reason the customer
// sees, mark picked up, or received (choosing the lines that go back into stock).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatINR } from '../../../domain/money';
import { RETURN_LIMITS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '../../../domain/refunds';
import type { Return, ReturnActionInput } from '../../../domain/schemas/returns';
import { TextDialog } from '../../components/text-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { vendorApi } from './vendor-api';

const key = (orderId: string) => ['vendor', 'orders', orderId, 'returns'] as const;

function useMoveReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReturnActionInput }) =>
      vendorApi<Return>(`/api/vendor/returns/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: action,
      }),
    onSuccess: (r) => {
      // The labels name the state ("Return approved", "Picked up"): no "Return return approved".
      toast.success(`${RETURN_STATUS_LABELS[r.status]}.`);
      void queryClient.invalidateQueries({ queryKey: key(orderId) });
    },
  });
}

function VendorReturn({ ret, orderId }: { ret: Return; orderId: string }) {
  const move = useMoveReturn(orderId);
  const [asking, setAsking] = useState<'approved' | 'rejected' | null>(null);
  const [restock, setRestock] = useState<string[]>(ret.items.map((i) => i.itemId));
  const send = (action: ReturnActionInput) =>
    move.mutate({ id: ret.id, action }, { onSuccess: () => setAsking(null) });
  return (
    <li className="grid gap-2 border-t border-sand-200 pt-3 text-sm first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={ret.status === 'rejected' ? 'danger' : 'warning'}>
          {RETURN_STATUS_LABELS[ret.status]}
        </Badge>
        <span>{RETURN_REASON_LABELS[ret.reason]}</span>
        <span className="text-sand-700">Refund {formatINR(ret.estimate.amount)}</span>
      </div>
      {ret.note ? <p className="text-sand-700">“{ret.note}”</p> : null}
      <ul>
        {ret.items.map((i) => (
          <li key={i.itemId} className="flex items-center gap-2">
            {ret.status === 'picked-up' ? (
              <input
                type="checkbox"
                aria-label={`Put ${i.productName} back into stock`}
                checked={restock.includes(i.itemId)}
                onChange={(e) =>
                  setRestock(
                    e.target.checked
                      ? [...restock, i.itemId]
                      : restock.filter((x) => x !== i.itemId),
                  )
                }
              />
            ) : null}
            {i.productName}
            {i.variantLabel ? ` (${i.variantLabel})` : ''} × {i.quantity}
            {i.restocked ? ' · back in stock' : ''}
          </li>
        ))}
      </ul>
      {ret.photos.length > 0 ? (
        <div className="flex gap-2">
          {ret.photos.map((p) => (
            <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
              <img
                src={p.thumbUrl}
                alt="What the customer sent"
                className="size-16 rounded object-cover"
              />
            </a>
          ))}
        </div>
      ) : null}
      {ret.pickup ? <p>Pickup: {ret.pickup}</p> : null}
      {ret.rejectReason ? <p>Rejected: {ret.rejectReason}</p> : null}
      <div className="flex flex-wrap gap-2">
        {ret.nextStatuses.includes('approved') ? (
          <Button size="sm" onClick={() => setAsking('approved')}>
            Approve Return
          </Button>
        ) : null}
        {ret.nextStatuses.includes('rejected') ? (
          <Button size="sm" variant="outline" onClick={() => setAsking('rejected')}>
            Reject Return
          </Button>
        ) : null}
        {ret.nextStatuses.includes('picked-up') ? (
          <Button size="sm" loading={move.isPending} onClick={() => send({ to: 'picked-up' })}>
            Mark Picked Up
          </Button>
        ) : null}
        {ret.nextStatuses.includes('received') ? (
          <Button
            size="sm"
            loading={move.isPending}
            onClick={() => send({ to: 'received', restock })}
          >
            Mark Received
          </Button>
        ) : null}
      </div>
      <TextDialog
        open={asking !== null}
        title={asking === 'approved' ? 'Approve this return' : 'Reject this return'}
        description={
          asking === 'approved'
            ? 'Tell the customer when and how the items will be picked up.'
            : 'The customer sees this reason.'
        }
        label={asking === 'approved' ? 'Pickup details' : 'Reason'}
        maxLength={asking === 'approved' ? RETURN_LIMITS.pickup : RETURN_LIMITS.reason}
        submitLabel={asking === 'approved' ? 'Approve' : 'Reject'}
        pending={move.isPending}
        error={move.error}
        onClose={() => setAsking(null)}
        onSubmit={(text) =>
          send(
            asking === 'approved'
              ? { to: 'approved', pickup: text }
              : { to: 'rejected', reason: text },
          )
        }
      />
    </li>
  );
}

export function VendorReturnsPanel({ orderId }: { orderId: string }) {
  const returns = useQuery({
    queryKey: key(orderId),
    queryFn: ({ signal }) =>
      vendorApi<Return[]>(`/api/vendor/orders/${encodeURIComponent(orderId)}/returns`, { signal }),
  });
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Returns</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {returns.data.map((r) => (
            <VendorReturn key={r.id} ret={r} orderId={orderId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
