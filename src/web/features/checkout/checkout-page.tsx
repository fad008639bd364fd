// '/checkout' (signed-in customers; the route's guard sees to that): delivery address, payment
// method and the order as the server prices it, then Place Order. The request carries product
// ids and quantities only; prices, discount and totals are the server's.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { PaymentMethod } from '../../../domain/order-status';
import { AddressInputSchema, type AddressInput } from '../../../domain/schemas/address';
import type { Order, PlaceOrder } from '../../../domain/schemas/order';
import { PageLoader } from '../../app/loading-screen';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { formatINR } from '../../lib/format';
import { useStoreInfo } from '../../lib/store-info';
import { useBottomBarSpace } from '../../lib/use-bottom-bar-space';
import { usePhoneScreen } from '../../lib/use-phone-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADDRESS_FIELDS } from '../account/address-fields';
import { accountKeys, useAddresses } from '../account/api';
import { useAuthStore } from '../auth/auth-store';
import { cartKeys, fetchQuote } from '../cart/api';
import { withoutSync } from '../cart/cart-adopt';
import { lineKeyOf, useCartStore } from '../cart/cart-store';
import { retryCartSync, useCartSyncStatus } from '../cart/cart-sync';
import { FreeDeliveryNudge } from '../cart/free-delivery-nudge';
import { PromoCodeField, shownQuote, useCodedQuote } from '../cart/promo-code';
import { serverCartQuery } from '../cart/use-cart-quote';
import { orderKeys } from '../orders/api';
import { OrderTotals } from '../orders/order-totals';
import { NEW_ADDRESS, AddressStep } from './address-step';
import { usePlaceOrder } from './api';
import { CheckoutDelivery } from './checkout-delivery';
import { attemptKeyFor, finishAttempt } from './attempt-key';
import { OrderReview } from './order-review';
import { PaymentStep } from './payment-step';
import { PlaceOrderError } from './place-order-error';

const EMPTY_ADDRESS = { fullName: '', phone: '', line1: '', line2: '', city: '', pincode: '' };

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`checkout-step-${n}`} className="grid gap-4">
      <h2 id={`checkout-step-${n}`} className="flex items-center gap-3 text-xl text-ink">
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-ink text-sm text-white">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  useBottomBarSpace();
  const phone = usePhoneScreen();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const syncStatus = useCartSyncStatus((s) => s.status);
  const cart = useQuery({ ...serverCartQuery(), enabled: syncStatus === 'live' });
  const addresses = useAddresses();
  const info = useStoreInfo();
  const placing = usePlaceOrder();
  const [picked, setPicked] = useState<string | null>(null);
  const [saveAddress, setSaveAddress] = useState(true);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  // A new address is most often the shopper's own: their account's name to start with.
  const accountName = useAuthStore((s) => s.currentUser?.name ?? '');
  const form = useForm<AddressInput, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: { ...EMPTY_ADDRESS, fullName: accountName },
  });

  const saved = addresses.data ?? [];
  const fallback = saved.find((a) => a.isDefault)?.id ?? saved[0]?.id ?? NEW_ADDRESS;
  const choice =
    picked && (picked === NEW_ADDRESS || saved.some((a) => a.id === picked)) ? picked : fallback;
  const typedPin = useWatch({ control: form.control, name: 'pincode' });
  const pin =
    choice === NEW_ADDRESS ? typedPin : (saved.find((a) => a.id === choice)?.pincode ?? '');
  const quote = cart.data;
  const coded = useCodedQuote(quote);
  const shown = shownQuote(quote, coded);
  const code = coded?.code?.applied ? coded.code.code : undefined;
  const items = (quote?.lines ?? [])
    .filter((line) => line.quantity > 0)
    .map(({ productId, variantId, quantity }) =>
      variantId ? { productId, variantId, quantity } : { productId, quantity },
    );
  // Issue #39: the same lines priced for the delivery PIN, so the rules of cash on delivery (the
  // buyer's, the PIN code's) and the prepaid nudge show before the order is placed.
  const validPin = /^[1-9]\d{5}$/.test(pin) ? pin : undefined;
  const payment = useQuery({
    queryKey: ['cart', 'payment', code ?? null, validPin ?? null, items],
    queryFn: ({ signal }) =>
      fetchQuote(
        { items, ...(code ? { code } : {}), ...(validPin ? { pincode: validPin } : {}) },
        signal,
      ),
    enabled: items.length > 0,
  }).data;
  const available = payment?.paymentMethods ?? shown?.paymentMethods ?? [];
  // Cash on delivery stays the default; online payment when it is the only way, or chosen.
  const method: PaymentMethod | null =
    chosenMethod && available.includes(chosenMethod) ? chosenMethod : (available[0] ?? null);

  const placeOrderLabel = method === 'razorpay' ? 'Place Order and Pay' : 'Place Order';

  const onPlaced = (order: Order) => {
    finishAttempt();
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    const ordered = new Set(items.map((i) => i.variantId ?? i.productId));
    // An online order is paid on its own page, which opens Razorpay Checkout at once.
    const next =
      order.paymentMethod === 'razorpay'
        ? `/my-orders/${encodeURIComponent(order.id)}?pay=1`
        : `/confirm-order?order=${encodeURIComponent(order.id)}`;
    void Promise.resolve(navigate(next, { replace: true })).then(() => {
      // The server took these lines out of its cart; the browser's copy follows.
      withoutSync(() => {
        const { items: now, replaceItems } = useCartStore.getState();
        replaceItems(now.filter((i) => !ordered.has(lineKeyOf(i))));
      });
      void queryClient.invalidateQueries({ queryKey: cartKeys.server });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
    });
  };

  const send = (address: PlaceOrder['address'] | null) => {
    if (!method) return;
    const body: PlaceOrder = address
      ? { items, address, saveAddress, paymentMethod: method, ...(code ? { code } : {}) }
      : { items, addressId: choice, paymentMethod: method, ...(code ? { code } : {}) };
    placing.mutate(
      { body, idempotencyKey: attemptKeyFor(body) },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) void addresses.refetch();
          if (error instanceof ApiError) {
            const nested = new ApiError(
              error.status,
              error.message,
              error.fieldErrors.map((e) => ({ ...e, path: e.path.replace(/^address\./, '') })),
            );
            showServerFieldErrors(nested, ADDRESS_FIELDS, form.setError);
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing.isPending) return;
    if (choice !== NEW_ADDRESS) return send(null);
    void form.handleSubmit(({ isDefault: _ignored, line2, ...address }) =>
      send({ ...address, ...(line2 ? { line2 } : {}) }),
    )(event);
  };

  if (
    syncStatus === 'syncing' ||
    syncStatus === 'off' ||
    (syncStatus === 'live' && cart.isPending)
  ) {
    return <PageLoader />;
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Checkout"
        description="Confirm your delivery address and how you want to pay, then place your order."
      />
      {syncStatus === 'error' || cart.isError ? (
        <div className="mt-8 grid max-w-xl gap-3">
          <FormAlert message="We could not load your cart. Check your connection and try again." />
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void (syncStatus === 'error' ? retryCartSync() : cart.refetch())}
          >
            Try Again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mt-8 grid max-w-xl gap-4">
          <p className="text-sand-700">
            There is nothing in your cart to order yet.
            {quote && quote.lines.length > 0 ? ' The items in it are not available right now.' : ''}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/products">Start Shopping</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/cart">View Cart</Link>
            </Button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Checkout"
          className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12"
        >
          <div className="grid gap-10">
            <Step n={1} title="Delivery address">
              <AddressStep
                addresses={addresses.data}
                loadError={addresses.error}
                choice={choice}
                onChoice={setPicked}
                form={form}
                saveAddress={saveAddress}
                onSaveAddress={setSaveAddress}
              />
            </Step>
            <Step n={2} title="Payment method">
              <PaymentStep
                available={available}
                codEnabled={info.codEnabled}
                value={method}
                onChange={setChosenMethod}
                codMessage={payment?.cod.message ?? null}
                prepaid={payment?.prepaid ?? null}
              />
            </Step>
            <Step n={3} title="Review your order">
              <OrderReview lines={quote?.lines ?? []} />
            </Step>
          </div>
          <section
            aria-labelledby="checkout-summary"
            className="grid gap-5 rounded-2xl border border-sand-200 bg-white p-5 shadow-soft sm:p-6 lg:sticky lg:top-24"
          >
            <h2 id="checkout-summary" className="text-xl text-ink">
              Order summary
            </h2>
            {quote && shown ? (
              <>
                <OrderTotals
                  totals={shown.totals}
                  discountPct={quote.firstPurchaseDiscountPct}
                  promotions={shown.promotions}
                />
                <PromoCodeField quote={quote} coded={coded} />
                <FreeDeliveryNudge quote={shown} />
              </>
            ) : null}
            <CheckoutDelivery pin={pin} lines={quote?.lines ?? []} />
            {placing.isError ? (
              <PlaceOrderError
                error={placing.error}
                updating={cart.isFetching}
                onUpdateCart={() => {
                  placing.reset();
                  void cart.refetch();
                }}
              />
            ) : null}
            {/* On phones the sticky bar below holds the button, always in reach. */}
            <Button
              type="submit"
              size="lg"
              layout="hidden w-full sm:inline-flex"
              loading={placing.isPending}
              disabled={!method || cart.isFetching}
            >
              {placeOrderLabel}
            </Button>
            {method === 'razorpay' ? (
              <p className="text-center text-xs text-sand-600">
                Razorpay opens next to take the payment securely.
              </p>
            ) : null}
          </section>
          {phone ? (
            <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-4 border-t border-sand-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-soft sm:hidden">
              <p className="grid text-sm leading-tight text-sand-700">
                Total
                <span className="text-lg font-semibold text-ink tabular-nums">
                  {shown ? formatINR(shown.totals.total) : '…'}
                </span>
              </p>
              <Button
                type="submit"
                size="lg"
                layout="inline-flex flex-1"
                loading={placing.isPending}
                disabled={!method || cart.isFetching}
              >
                {placeOrderLabel}
              </Button>
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}
