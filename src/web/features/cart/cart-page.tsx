import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCartStore } from './cart-store';

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const itemCount = useCartStore((state) => state.itemCount);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Shopping Cart"
        description={
          itemCount === 0
            ? 'Your cart is empty. Products you add to your cart are kept here.'
            : `You have ${pluralize(itemCount, 'item')} in your cart.`
        }
      />
      {itemCount === 0 ? (
        <Button asChild className="mt-8">
          <Link to="/products">Start Shopping</Link>
        </Button>
      ) : null}
    </div>
  );
}
