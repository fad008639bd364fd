// Issue #39 (decision 041): a risky cash-on-delivery order waits for the code texted to the
// buyer's phone. The first code is sent when the step opens; the buyer types it (or asks for a
// new one after a minute). The server counts tries and sends; this shows what it says.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CodConfirmation } from '../../../domain/schemas/cod';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { customerApi, orderKeys } from '../orders/api';

const path = (id: string) => `/api/store/orders/${encodeURIComponent(id)}/cod-confirmation`;

export function CodCodeStep({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const key = ['orders', orderId, 'cod-confirmation'];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => customerApi<CodConfirmation>(path(orderId), { signal }),
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = (next: CodConfirmation) => queryClient.setQueryData(key, next);
  const send = useMutation({
    mutationFn: () =>
      customerApi<CodConfirmation>(`${path(orderId)}/send`, { method: 'POST', body: {} }),
    onSuccess: (next) => {
      setError(null);
      save(next);
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : 'Please try again.'),
  });
  const confirm = useMutation({
    mutationFn: () =>
      customerApi<CodConfirmation>(path(orderId), { method: 'POST', body: { code } }),
    onSuccess: (next) => {
      save(next);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
    onError: (err) => {
      setError(err instanceof ApiError ? err.message : 'Please try again.');
      void state.refetch();
    },
  });
  // The first code goes as soon as the step opens.
  const asked = useRef(false);
  const data = state.data;
  useEffect(() => {
    if (
      data &&
      !asked.current &&
      data.status === 'awaiting' &&
      !data.codeSent &&
      data.sendsLeft > 0
    ) {
      asked.current = true;
      send.mutate();
    }
  }, [data, send]);

  if (!data || data.status !== 'awaiting') return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate();
  };
  const by = new Date(data.confirmBy).toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <section
      aria-labelledby="cod-code-title"
      className="grid gap-4 rounded-2xl border border-rose-200 bg-white p-5 shadow-soft"
    >
      <h2 id="cod-code-title" className="flex items-center gap-2 text-xl text-ink">
        <ShieldCheck aria-hidden="true" className="size-5 text-rose-700" />
        Confirm your cash on delivery order
      </h2>
      <p className="text-sand-700">
        We sent a 6-digit code to your phone {data.phone}. Type it here and your order goes to the
        seller. Unconfirmed orders are cancelled at {by}.
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-sm">
        <Field label="Code from the text message" error={error ?? undefined}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending}>
            Confirm Order
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={send.isPending || data.sendsLeft === 0}
            onClick={() => send.mutate()}
          >
            Send a New Code
          </Button>
        </div>
      </form>
      {data.sendsLeft === 0 ? (
        <FormAlert message="No more codes can be sent for this order." />
      ) : null}
    </section>
  );
}
