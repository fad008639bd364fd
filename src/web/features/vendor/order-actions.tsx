// The next steps the server allows for this shipment, as buttons. Confirm and pack happen at
// once; shipping asks for the tracking details, delivery for the COD confirmation and
// cancelling for a reason, each in a dialog.
import { useState } from 'react';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { formatINR } from '../../lib/format';
import { CancelOrderDialog } from './cancel-order-dialog';
import { useMoveOrder } from './orders-api';
import { ShipOrderDialog } from './ship-order-dialog';

type Open = 'ship' | 'deliver' | 'cancel' | null;

export function OrderActions({ order }: { order: VendorOrder }) {
  const move = useMoveOrder(order.id);
  const [open, setOpen] = useState<Open>(null);
  const can = (s: VendorOrder['status']) => order.nextStatuses.includes(s);
  const close = () => {
    move.reset();
    setOpen(null);
  };
  const quick = (to: 'confirmed' | 'packed', message: string) =>
    move.mutate(
      { to },
      {
        onSuccess: () => toast.success(message),
        onError: (error) => toast.error(error.message),
      },
    );

  if (order.nextStatuses.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can('confirmed') ? (
        <Button
          loading={move.isPending}
          onClick={() => quick('confirmed', `Order ${order.number} confirmed.`)}
        >
          Confirm Order
        </Button>
      ) : null}
      {can('packed') ? (
        <Button
          loading={move.isPending}
          onClick={() => quick('packed', `Order ${order.number} packed.`)}
        >
          Mark Packed
        </Button>
      ) : null}
      {can('shipped') ? <Button onClick={() => setOpen('ship')}>Ship Order</Button> : null}
      {can('delivered') ? <Button onClick={() => setOpen('deliver')}>Mark Delivered</Button> : null}
      {can('cancelled') ? (
        <Button variant="outline-danger" onClick={() => setOpen('cancel')}>
          Cancel Order
        </Button>
      ) : null}

      <Dialog open={open !== null} onOpenChange={(isOpen) => (isOpen ? null : close())}>
        {open === 'ship' ? <ShipOrderDialog orderId={order.id} onDone={close} /> : null}
        {open === 'cancel' ? (
          <CancelOrderDialog orderId={order.id} number={order.number} onDone={close} />
        ) : null}
        {open === 'deliver' ? (
          <DialogContent width="max-w-md">
            <DialogHeader>
              <DialogTitle>Mark as delivered?</DialogTitle>
              <DialogDescription>
                {order.paymentMethod === 'cod'
                  ? `Confirm the parcel reached ${order.customer.name} and the cash on delivery was collected. Your part of this order is ${formatINR(order.subtotal)}.`
                  : `Confirm the parcel reached ${order.customer.name}.`}
              </DialogDescription>
            </DialogHeader>
            <FormAlert message={move.isError ? move.error.message : null} />
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Not Yet
              </Button>
              <Button
                loading={move.isPending}
                onClick={() =>
                  move.mutate(
                    { to: 'delivered' },
                    {
                      onSuccess: () => {
                        toast.success(`Order ${order.number} delivered.`);
                        close();
                      },
                    },
                  )
                }
              >
                {order.paymentMethod === 'cod' ? 'Delivered, Cash Collected' : 'Mark Delivered'}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
