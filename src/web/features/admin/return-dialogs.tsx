// The admin's dialogs for one return (issue #21): approving it with pickup details or rejecting it
// with a reason the customer sees (overriding the vendor either way), marking it received with
// the lines that go back into stock, and refunding it: through Razorpay for an online order, or
// recorded as the UPI or bank transfer the admin sent for cash on delivery, whose details are
// shown in full here and nowhere else.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RETURN_LIMITS } from '../../../domain/refunds';
import {
  RecordReturnRefundSchema,
  ReturnActionSchema,
  type AdminReturn,
  type RecordReturnRefund,
  type Return,
} from '../../../domain/schemas/returns';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Checkbox } from '../../components/ui/checkbox';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, inputClasses, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { formatINR } from '../../lib/format';
import { useAdminReturn } from './returns-api';

interface DialogProps<T> {
  ret: Return;
  pending: boolean;
  error: Error | null;
  onSave: (value: T) => Promise<unknown>;
}

const lineOf = (i: Return['items'][number]) =>
  `${i.productName}${i.variantLabel ? ` (${i.variantLabel})` : ''} × ${i.quantity}`;

const [approveShape, rejectShape] = ReturnActionSchema.options;
const DECISIONS = {
  approved: {
    schema: z.object({ text: approveShape.shape.pickup }),
    field: 'pickup',
    title: 'Approve this return',
    description: (r: Return) =>
      `${r.vendorName}’s decision is overridden. Tell ${r.customerName} when and how the items will be picked up.`,
    label: 'Pickup details',
    max: RETURN_LIMITS.pickup,
    submit: 'Approve Return',
  },
  rejected: {
    schema: z.object({ text: rejectShape.shape.reason }),
    field: 'reason',
    title: 'Reject this return?',
    description: (r: Return) =>
      `${r.customerName} sees the reason and gets no refund for these items. Only an admin can approve it again.`,
    label: 'Reason the customer sees',
    max: RETURN_LIMITS.reason,
    submit: 'Reject Return',
  },
} as const;

/** Approve (pickup details) or reject (the reason the customer sees). */
export function ReturnDecisionDialog({
  decision,
  ret,
  pending,
  error,
  onSave,
}: DialogProps<string> & { decision: keyof typeof DECISIONS }) {
  const d = DECISIONS[decision];
  const form = useForm<{ text: string }>({
    resolver: zodResolver(d.schema),
    defaultValues: { text: '' },
  });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    await onSave(text).catch((err: unknown) => {
      // The server names the field by the action's own key (pickup, reason).
      const message = err instanceof ApiError ? err.fieldMessage(d.field) : undefined;
      if (message) form.setError('text', { message });
    });
  });
  return (
    <DialogContent role={decision === 'rejected' ? 'alertdialog' : 'dialog'} width="max-w-md">
      <DialogHeader>
        <DialogTitle>{d.title}</DialogTitle>
        <DialogDescription>{d.description(ret)}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={d.title}>
        <FormAlert message={error ? error.message : null} />
        <ul className="text-sm text-sand-700">
          {ret.items.map((i) => (
            <li key={i.itemId}>{lineOf(i)}</li>
          ))}
        </ul>
        <Field label={d.label} error={form.formState.errors.text?.message}>
          <Textarea maxLength={d.max} minHeight="min-h-20" {...form.register('text')} />
        </Field>
        <DialogFormFooter submit={d.submit} pending={pending} />
      </form>
    </DialogContent>
  );
}

/** Received: the lines ticked go back into stock (all of them unless the admin says not). */
export function ReturnReceivedDialog({ ret, pending, error, onSave }: DialogProps<string[]>) {
  const [restock, setRestock] = useState(() => ret.items.map((i) => i.itemId));
  const toggle = (id: string, on: boolean) =>
    setRestock((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  return (
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>Mark the return received</DialogTitle>
        <DialogDescription>
          Untick what cannot be sold again (opened, damaged); the rest goes back into stock.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        aria-label="Return received"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave(restock).catch(() => undefined);
        }}
      >
        <FormAlert message={error ? error.message : null} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Back into stock</legend>
          {ret.items.map((i) => (
            <label key={i.itemId} className="flex items-center gap-3 text-sm">
              <Checkbox
                checked={restock.includes(i.itemId)}
                onCheckedChange={(on) => toggle(i.itemId, on === true)}
              />
              {lineOf(i)}
            </label>
          ))}
        </fieldset>
        <DialogFormFooter submit="Mark Received" pending={pending} />
      </form>
    </DialogContent>
  );
}

type RefundForm = { method: 'upi' | 'bank'; reference: string };

/** Refund: Razorpay for online orders; for cash on delivery the transfer the admin made. */
export function ReturnRefundDialog({
  ret,
  pending,
  error,
  onSave,
}: DialogProps<RecordReturnRefund>) {
  const full = useAdminReturn(ret.id);
  const cod = ret.paymentMethod === 'cod';
  return (
    <DialogContent role="alertdialog" width="max-w-md">
      <DialogHeader>
        <DialogTitle>
          Refund {formatINR(ret.estimate.amount)} to {ret.customerName}?
        </DialogTitle>
        <DialogDescription>
          {cod
            ? 'Send the money first, then record the transfer and its reference here. The customer sees it refunded; this cannot be undone.'
            : 'The money goes back to the customer’s original payment through Razorpay. This cannot be undone.'}
          {ret.estimate.shipping > 0
            ? ` It includes ${formatINR(ret.estimate.shipping)} of shipping: the whole shipment came back.`
            : ''}
        </DialogDescription>
      </DialogHeader>
      {cod ? (
        full.isPending ? (
          <div role="status" aria-label="Loading where the refund goes" className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-10" />
          </div>
        ) : full.isError ? (
          <FormAlert message={full.error.message} />
        ) : (
          <TransferForm ret={full.data} pending={pending} error={error} onSave={onSave} />
        )
      ) : (
        <form
          noValidate
          className="grid gap-4"
          aria-label="Refund"
          onSubmit={(e) => {
            e.preventDefault();
            void onSave({}).catch(() => undefined);
          }}
        >
          <FormAlert message={error ? error.message : null} />
          <DialogFormFooter submit="Refund Through Razorpay" pending={pending} />
        </form>
      )}
    </DialogContent>
  );
}

const TransferSchema = z.object({
  method: z.enum(['upi', 'bank']),
  reference: RecordReturnRefundSchema.shape.reference.unwrap(),
});

function TransferForm({
  ret,
  pending,
  error,
  onSave,
}: Omit<DialogProps<RecordReturnRefund>, 'ret'> & { ret: AdminReturn }) {
  const payout = ret.payoutDetails;
  const form = useForm<RefundForm>({
    resolver: zodResolver(TransferSchema),
    defaultValues: { method: payout?.method ?? 'upi', reference: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    await onSave(body).catch((err: unknown) =>
      showServerFieldErrors(err, ['method', 'reference'], form.setError),
    );
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Refund transfer">
      <FormAlert message={error ? error.message : null} />
      <section
        aria-label="Where the customer asked for the refund"
        className="rounded-lg bg-sand-100 p-3 text-sm"
      >
        <h3 className="font-medium text-ink">Send it to</h3>
        {payout?.method === 'upi' ? (
          <p className="break-all" data-testid="refund-payout">
            UPI ID {payout.upiId}
          </p>
        ) : payout?.method === 'bank' ? (
          <dl
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5"
            data-testid="refund-payout"
          >
            <dt className="text-sand-600">Account holder</dt>
            <dd>{payout.accountName}</dd>
            <dt className="text-sand-600">Account number</dt>
            <dd className="tabular-nums">{payout.accountNumber}</dd>
            <dt className="text-sand-600">IFSC</dt>
            <dd>{payout.ifsc}</dd>
          </dl>
        ) : (
          <p className="text-sand-700">
            The customer gave no payout details: ask them before sending the money.
          </p>
        )}
      </section>
      <Field label="Sent by" error={errors.method?.message}>
        <select className={inputClasses} {...form.register('method')}>
          <option value="upi">UPI</option>
          <option value="bank">Bank transfer</option>
        </select>
      </Field>
      <Field
        label="Transfer reference"
        description="The UTR or UPI reference the bank or app gave."
        error={errors.reference?.message}
      >
        <Input autoComplete="off" spellCheck={false} {...form.register('reference')} />
      </Field>
      <DialogFormFooter submit="Record Refund" pending={pending} />
    </form>
  );
}
