// '/admin/products': every vendor's products with search, filters and pages; the admin sets
// flags, publishes or unpublishes, edits and deletes (archives when orders contain it).
import { Eye, EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import type { AdminProduct, AdminProductPatch } from '../../../domain/schemas/admin';
import { PRODUCT_STATUS_LABELS } from '../../../domain/schemas/vendor-products';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import {
  ProductStatusBadge,
  STOCK_LABELS,
  StockBadge,
} from '../../components/back-office/status-badges';
import { useListParams } from '../../components/back-office/use-list-params';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { ProductEditDialog } from './product-edit-dialog';
import { VariantStock } from './variant-stock';
import {
  useAdminProducts,
  useRemoveProduct,
  useUpdateProduct,
  useVendorOptions,
} from './products-api';

const KEYS = ['search', 'vendor', 'category', 'status', 'stock', 'flag', 'sort'] as const;

export function AdminProductsPage() {
  useDocumentTitle('Products', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: KEYS });
  const products = useAdminProducts(params.apiQuery);
  const vendors = useVendorOptions();
  const update = useUpdateProduct();
  const remove = useRemoveProduct();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  // A product with nothing in stock is published only once the admin confirms (issue #33).
  const [unstocked, setUnstocked] = useState<AdminProduct | null>(null);

  function quickChange(product: AdminProduct, patch: AdminProductPatch, done: string) {
    update.mutate(
      { id: product.id, patch },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function togglePublished(product: AdminProduct, publishOutOfStock?: true) {
    if (product.status === 'published') {
      quickChange(product, { status: 'unpublished' }, `${product.name} was unpublished.`);
    } else if (product.stockQuantity === 0 && !publishOutOfStock) {
      setUnstocked(product);
    } else {
      const patch = { status: 'published' as const, publishOutOfStock };
      quickChange(product, patch, `${product.name} was published.`);
    }
  }

  async function saveEdit(patch: AdminProductPatch) {
    if (!editing) return;
    await update.mutateAsync({ id: editing.id, patch });
    toast.success(`${editing.name} saved.`);
    setEditing(null);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        toast.success(result.message);
      },
    });
  }

  const busy = (id: string) => update.isPending && update.variables?.id === id;
  const columns: ListColumn<AdminProduct>[] = [
    {
      header: 'Product',
      className: 'min-w-60',
      cell: (product) => <ProductCell product={product} />,
    },
    {
      header: 'Vendor',
      className: 'min-w-32',
      cell: (product) => (
        <>
          {product.vendorName}
          {product.vendorStatus === 'suspended' ? (
            <Badge variant="danger" layout="flex" className="mt-1 w-fit">
              Suspended
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: 'Price',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => (
        <>
          {formatINR(product.price)}
          {product.maxPrice > product.price ? (
            <span className="block text-xs text-sand-600">to {formatINR(product.maxPrice)}</span>
          ) : product.originalPrice ? (
            <span className="block text-xs text-sand-600 line-through">
              {formatINR(product.originalPrice)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Stock',
      className: 'whitespace-nowrap',
      cell: (product) => (
        <>
          <StockBadge status={product.stockStatus} quantity={product.stockQuantity} />
          <VariantStock product={product} />
        </>
      ),
    },
    {
      header: 'Status',
      cell: (product) => (
        <span className="flex max-w-44 flex-wrap gap-1">
          <ProductStatusBadge status={product.status} reader="admin" />
          {product.isFeatured ? <Badge variant="rose">Featured</Badge> : null}
          {product.isNew ? <Badge>New</Badge> : null}
          {product.isOnSale ? <Badge>Sale</Badge> : null}
        </span>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (product) => (
        <ProductActions
          product={product}
          busy={busy(product.id)}
          onFeature={() =>
            quickChange(
              product,
              { isFeatured: !product.isFeatured },
              product.isFeatured
                ? `${product.name} is no longer featured.`
                : `${product.name} is now featured.`,
            )
          }
          onPublish={() => togglePublished(product)}
          onEdit={() => {
            update.reset();
            setEditing(product);
          }}
          onDelete={() => {
            remove.reset();
            setDeleting(product);
          }}
        />
      ),
    },
  ];
  return (
    <ListPage
      query={products}
      params={params}
      title="Products"
      description="Every product in the catalogue, from every vendor, with its status and stock."
      search={{ label: 'Search products', placeholder: 'Name, vendor, id or SKU' }}
      filters={[
        {
          key: 'vendor',
          label: 'Vendor',
          options: (vendors.data ?? []).map((v) => ({
            value: v.id,
            label: v.status === 'suspended' ? `${v.name} (suspended)` : v.name,
          })),
        },
        { key: 'category', label: 'Category', options: optionsOf(CATEGORY_LABELS) },
        { key: 'status', label: 'Status', options: optionsOf(PRODUCT_STATUS_LABELS) },
        { key: 'stock', label: 'Stock', options: optionsOf(STOCK_LABELS) },
        {
          key: 'flag',
          label: 'Shelf',
          options: optionsOf({ featured: 'Featured', new: 'New', sale: 'On sale' }),
        },
      ]}
      columns={columns}
      rowKey={(p) => p.id}
      rowTestId="admin-product-row"
      noun="product"
      empty="No products match these filters."
    >
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <ProductEditDialog
            key={editing.id}
            product={editing}
            pending={update.isPending}
            error={update.error}
            onSave={saveEdit}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this product'}?`}
        description="It leaves the store at once. A product that was ever ordered is archived instead of deleted, so its orders keep it."
        confirmLabel="Delete Product"
        destructive
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={unstocked !== null}
        title="Publish with nothing in stock?"
        description={`${unstocked?.name ?? 'This product'} has 0 in stock, so shoppers will see it as “Out of Stock” and cannot buy it until its vendor adds stock.`}
        confirmLabel="Publish Anyway"
        pending={false}
        error={null}
        onCancel={() => setUnstocked(null)}
        onConfirm={() => {
          if (unstocked) togglePublished(unstocked, true);
          setUnstocked(null);
        }}
      />
    </ListPage>
  );
}

function ProductCell({ product }: { product: AdminProduct }) {
  return (
    <div className="flex items-center gap-3">
      {product.image ? (
        <img
          src={product.image.url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-lg bg-sand-100 object-cover"
        />
      ) : (
        <span className="size-10 shrink-0 rounded-lg bg-sand-100" />
      )}
      <div className="min-w-0">
        {product.status === 'published' && product.vendorStatus === 'active' ? (
          <Link
            to={`/products/${product.id}`}
            className="font-medium text-ink hover:text-rose-700 hover:underline"
          >
            {product.name}
          </Link>
        ) : (
          <span className="font-medium">{product.name}</span>
        )}
        <p className="text-xs text-sand-600">
          {CATEGORY_LABELS[product.category]} · {product.id}
        </p>
      </div>
    </div>
  );
}

function ProductActions({
  product,
  busy,
  onFeature,
  onPublish,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  busy: boolean;
  onFeature: () => void;
  onPublish: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const published = product.status === 'published';
  const name = product.name;
  return (
    <span className="inline-flex gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        aria-label={product.isFeatured ? `Unfeature ${name}` : `Feature ${name}`}
        aria-pressed={product.isFeatured}
        title={product.isFeatured ? 'Unfeature' : 'Feature'}
        disabled={busy}
        onClick={onFeature}
      >
        <Star
          aria-hidden="true"
          className={product.isFeatured ? 'fill-rose-600 text-rose-700' : undefined}
        />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={published ? `Unpublish ${name}` : `Publish ${name}`}
        title={published ? 'Unpublish' : 'Publish'}
        disabled={busy}
        onClick={onPublish}
      >
        {published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost-danger"
        size="icon"
        aria-label={`Delete ${name}`}
        title="Delete"
        disabled={product.status === 'archived'}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}
