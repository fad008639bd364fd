// '/vendor/products/new' and '/vendor/products/:productId': the product form, and on an
// existing product its images, its own HSN code and GST rate, and actions.
import { ArrowLeft, Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductFields } from '../../../domain/schemas/vendor-products';
import { ProductStatusBadge } from '../../components/back-office/status-badges';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteProductDialog } from './delete-product-dialog';
import { ImageManager } from './image-manager';
import { PendingImages, usePreviews } from './pending-images';
import { EMPTY_PRODUCT, ProductForm, formValuesOf } from './product-form';
import { ProductTaxCard } from './product-tax-card';
import { StockAlertsCard } from './stock-alerts-card';
import {
  uploadNewProductImage,
  useCreateProduct,
  useDuplicateProduct,
  useUpdateProduct,
  useVendorProduct,
} from './products-api';
import { useUploadQueue } from './upload-queue';

const BRAND = 'Angle Vendor Portal';

function BackLink() {
  return (
    <Link
      to="/vendor/products"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-sand-700 hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All products
    </Link>
  );
}

/** A chosen file's key until its upload has an id: the shade picker names it by this. */
const pendingKeys = new WeakMap<File, string>();
let nextPendingKey = 0;
const pendingKeyOf = (file: File) => {
  let key = pendingKeys.get(file);
  if (!key) pendingKeys.set(file, (key = `pending-${++nextPendingKey}`));
  return key;
};

/** The form's values with each chosen file's key replaced by its upload's id; photos whose upload
 * failed are left out. */
function withUploadIds(values: ProductFields, idOf: (key: string) => string | undefined) {
  if (!values.variants) return values;
  return {
    ...values,
    variants: values.variants.map((v) => {
      const imageIds = (v.imageIds ?? (v.imageId ? [v.imageId] : []))
        .map(idOf)
        .filter((id): id is string => Boolean(id));
      return { ...v, imageIds, imageId: imageIds[0] ?? null };
    }),
  };
}

export function NewProductPage() {
  useDocumentTitle('Add a product', BRAND);
  const navigate = useNavigate();
  const create = useCreateProduct();
  const uploads = useUploadQueue();
  const [files, setFiles] = useState<File[]>([]);
  // Uploads that worked, kept per file: a save that fails after them does not upload them again.
  const [uploaded] = useState(() => new WeakMap<File, string>());
  const previews = usePreviews(files);
  const save = async (values: ProductFields) => {
    // The pictures go up first; the create request then takes them into the product with each
    // shade's photos, in one transaction (issue #37).
    const waiting = files.filter((f) => !uploaded.has(f));
    const { failures, results } = await uploads.runWith(waiting, uploadNewProductImage);
    waiting.forEach((file, i) => {
      const result = results[i];
      if (result) uploaded.set(file, result.id);
    });
    const ready = files.filter((f) => uploaded.has(f));
    const byKey = new Map(ready.map((f) => [pendingKeyOf(f), uploaded.get(f)!]));
    // A product to be published goes live with pictures, never without them: with none chosen
    // the server refuses and says so under the status; with every upload failed it stays a draft.
    const publishable = values.status !== 'published' || ready.length > 0 || files.length === 0;
    const product = await create.mutateAsync({
      ...withUploadIds(values, (key) => byKey.get(key)),
      status: publishable ? values.status : 'draft',
      images: ready.map((f) => ({ uploadId: uploaded.get(f)! })),
    });
    if (failures.length > 0) {
      toast.error(
        `${product.name} saved, but ${failures.length} of ${files.length} images failed.`,
        {
          description: `${failures.map((f) => `${f.name}: ${f.reason}`).join(' ')}${
            publishable ? '' : ' It stays a draft until it has an image.'
          }`,
        },
      );
    } else {
      toast.success(`${product.name} saved.`, {
        description:
          ready.length > 0
            ? `${ready.length === 1 ? 'Its image is' : `Its ${ready.length} images are`} uploaded.`
            : 'Now add its images.',
      });
    }
    navigate(`/vendor/products/${product.id}`);
  };
  return (
    <div className="grid gap-6">
      <BackLink />
      <PageHeader
        size="compact"
        title="Add a product"
        description="Add its pictures and details; everything is saved together."
      />
      <PendingImages files={files} previews={previews} onChange={setFiles} uploads={uploads} />
      <ProductForm
        initial={EMPTY_PRODUCT}
        submitLabel="Save Product"
        pending={create.isPending || uploads.busy}
        error={create.error}
        onSubmit={save}
        images={files.map((file, i) => ({
          id: pendingKeyOf(file),
          thumbUrl: previews[i] ?? '',
          alt: file.name,
        }))}
      />
    </div>
  );
}

export function EditProductPage() {
  const { productId = '' } = useParams();
  const product = useVendorProduct(productId);
  const update = useUpdateProduct();
  const duplicate = useDuplicateProduct();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(product.data ? `Edit ${product.data.name}` : 'Edit product', BRAND);

  if (product.isPending) {
    return (
      <div className="grid gap-6">
        <p role="status" className="sr-only">
          Loading the product…
        </p>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  if (product.isError) {
    const missing =
      product.error instanceof Error && 'status' in product.error && product.error.status === 404;
    return (
      <div className="grid gap-6">
        <BackLink />
        <PageHeader
          size="compact"
          title={missing ? 'Product not found' : 'We could not load this product'}
          description={
            missing
              ? 'It may have been deleted, or it belongs to another shop.'
              : product.error.message
          }
        />
        {missing ? null : (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => product.refetch()}
          >
            Try again
          </Button>
        )}
      </div>
    );
  }

  const p = product.data;
  const save = async (values: ProductFields) => {
    const saved = await update.mutateAsync({ id: p.id, patch: values });
    toast.success('Changes saved.');
    return saved;
  };
  const copy = () =>
    duplicate.mutate(p.id, {
      onSuccess: (created) => {
        toast.success(`Copied as “${created.name}”, a draft.`);
        navigate(`/vendor/products/${created.id}`);
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="grid gap-6">
      <BackLink />
      <PageHeader
        size="compact"
        title={p.name}
        description={<ProductStatusBadge status={p.status} reader="vendor" />}
        actions={
          <div className="flex flex-wrap gap-2">
            {p.status === 'published' ? (
              <Button asChild variant="outline" size="sm">
                <Link to={`/products/${p.id}`} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  View in Store
                </Link>
              </Button>
            ) : null}
            <Button variant="outline" size="sm" loading={duplicate.isPending} onClick={copy}>
              <Copy aria-hidden="true" />
              Duplicate
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setDeleting(true)}
              className="hover:border-danger hover:text-danger"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        }
      />
      {p.status === 'archived' ? (
        <p className="rounded-xl bg-sand-100 p-4 text-sm text-sand-800">
          This product is archived: customers ordered it, so it was kept for their orders when you
          deleted it. Choose a status and save to bring it back.
        </p>
      ) : null}
      {/* Keyed apart: siblings sharing a key made React show a second Images card after an
          upload (issue #25). */}
      <ImageManager key={`images-${p.id}`} product={p} />
      <ProductForm
        key={`form-${p.id}`}
        initial={formValuesOf(p)}
        images={p.images}
        submitLabel="Save Changes"
        pending={update.isPending}
        error={update.error}
        onSubmit={save}
      />
      <StockAlertsCard key={`alerts-${p.id}`} productId={p.id} />
      <ProductTaxCard key={`tax-${p.id}`} product={p} />
      <DeleteProductDialog
        product={deleting ? p : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/vendor/products')}
      />
    </div>
  );
}
