// Issue #39 on the vendor's order: a failed delivery and the customer's answer (deliver again on
// a day, to a corrected address or phone, or cancel), and for a parcel the vendor ships itself,
// recording a failed attempt or the parcel back undelivered (its stock returns, an online
// payment is refunded). Parcels booked through Shiprocket are reported by its courier.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERY_ISSUE_CHOICE_LABELS } from '../../../domain/delivery-issues';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import { FormAlert } from '../../components/form-parts';
import { TextDialog } from '../../components/text-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { formatDay } from '../../lib/format';
import { formatDateTime } from './ops-format';
import { vendorOrderKeys } from './orders-api';
import { vendorApi } from './vendor-api';

function useDeliveryStep(id: string, step: 'delivery-attempts' | 'returned') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { reason: string }) =>
      vendorApi<VendorOrder>(`/api/vendor/orders/${encodeURIComponent(id)}/${step}`, {
        method: 'POST',
        ...(body ? { body } : {}),
      }),
    onSuccess: (order) => queryClient.setQueryData(vendorOrderKeys.one(id), order),
  });
}

export function DeliveryIssuePanel({ order }: { order: VendorOrder }) {
  const issue = order.deliveryIssue;
  const failed = useDeliveryStep(order.id, 'delivery-attempts');
  const returned = useDeliveryStep(order.id, 'returned');
  const [asking, setAsking] = useState(false);
  if (!issue && order.status !== 'shipped') return null;
  return (
    <section
      aria-label="Delivery"
      className="grid gap-3 rounded-xl border border-sand-200 bg-white px-4 py-3 text-sm"
    >
      {issue ? (
        <div className="grid gap-1">
          <p className="font-medium text-ink">
            Delivery attempt failed on {formatDateTime(issue.attemptedAt)}: {issue.reason}
          </p>
          <p className="text-sand-800">
            {issue.status === 'open'
              ? 'Waiting for the customer to choose what happens next.'
              : issue.status === 'closed'
                ? 'Closed: the parcel was delivered or is on its way back.'
                : `The customer chose: ${DELIVERY_ISSUE_CHOICE_LABELS[issue.choice!]}${
                    issue.reattemptOn ? `, on ${formatDay(issue.reattemptOn)}` : ''
                  }.`}
            {issue.correction
              ? ` New details: ${[
                  issue.correction.line1,
                  issue.correction.line2,
                  issue.correction.phone,
                ]
                  .filter(Boolean)
                  .join(', ')}.`
              : ''}
          </p>
        </div>
      ) : null}
      {order.status === 'shipped' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
            Record a failed attempt
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={returned.isPending}
            onClick={() =>
              returned.mutate(undefined, {
                onSuccess: () =>
                  toast.success('Recorded: the parcel is back and its stock returned.'),
              })
            }
          >
            Returned to me undelivered
          </Button>
        </div>
      ) : null}
      <FormAlert message={returned.error?.message ?? null} />
      <TextDialog
        open={asking}
        title="Record a failed delivery attempt"
        description="The customer is mailed and asked what to do next."
        label="What happened"
        maxLength={200}
        submitLabel="Record it"
        pending={failed.isPending}
        error={failed.error}
        onSubmit={(reason) =>
          failed.mutate(
            { reason },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success('Recorded. The customer has been asked.');
              },
            },
          )
        }
        onClose={() => {
          setAsking(false);
          failed.reset();
        }}
      />
    </section>
  );
}
