import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function WishlistPage() {
  useDocumentTitle('My Wishlist');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="My Wishlist"
        description="Products you save with the heart on a product card are kept here, ready to add to your cart."
      />
    </div>
  );
}
