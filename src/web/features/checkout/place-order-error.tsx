// What a refused or failed order says, next to the Place Order button: which product ran short
// (with a way to bring the cart in line), the server's reason for a 422, or a lost connection.
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';

export function placeOrderMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 0) {
    return 'We could not reach Angle, so we don’t know whether your order went through. Check your connection and press Place Order again: it will not be placed twice.';
  }
  if (error.status >= 500) {
    return 'Something went wrong on our side. Please try again in a moment: your order will not be placed twice.';
  }
  if (error.status === 409) return `${error.message} Update your cart and try again.`;
  return error.message;
}

interface PlaceOrderErrorProps {
  error: unknown;
  onUpdateCart: () => void;
  updating: boolean;
}

export function PlaceOrderError({ error, onUpdateCart, updating }: PlaceOrderErrorProps) {
  const shortage = error instanceof ApiError && error.status === 409;
  return (
    <div className="grid gap-3">
      <FormAlert message={placeOrderMessage(error)} />
      {shortage ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" loading={updating} onClick={onUpdateCart}>
            Update My Cart
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to="/cart">Review Cart</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
