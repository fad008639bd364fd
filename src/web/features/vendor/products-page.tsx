// '/vendor/products': the vendor's catalogue, filtered and sorted through the URL, with import,
// export and the per-product actions.
import { Download, PackagePlus, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { VendorProductRow } from '../../../domain/schemas/vendor-products';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CsvImportDialog } from './csv-import-dialog';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFilters } from './product-filters';
import { PAGE_SIZE, apiQueryOf, hasFilters, withParam } from './product-list-params';
import { ProductTable } from './product-table';
import { exportUrl, useVendorProducts } from './products-api';

export function VendorProductsPage() {
  useDocumentTitle('Products', 'Angle Vendor Portal');
  const [params, setParams] = useSearchParams();
  const query = apiQueryOf(params);
  const products = useVendorProducts(query);
  const [deleting, setDeleting] = useState<VendorProductRow | null>(null);
  const change = (key: string, value: string) => setParams(withParam(params, key, value));
  const data = products.data;
  const page = Number(params.get('page') ?? '1') || 1;

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Products"
        description="The products you sell on Angle: prices, stock and whether each is published."
        actions={
          <div className="flex flex-wrap gap-2">
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="outline" size="sm">
                  <Upload aria-hidden="true" />
                  Import CSV
                </Button>
              </DialogTrigger>
              <CsvImportDialog />
            </Dialog>
            <Button asChild variant="outline" size="sm">
              <a href={exportUrl(query)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            <Button asChild size="sm">
              <Link to="/vendor/products/new">
                <Plus aria-hidden="true" />
                Add Product
              </Link>
            </Button>
          </div>
        }
      />

      <ProductFilters
        key={params.get('search') ?? ''}
        params={params}
        counts={data?.statusCounts}
        onChange={change}
      />

      {products.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Loading your products…
          </p>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : products.isError ? (
        <div role="alert" className="rounded-2xl bg-danger-soft p-5 text-sm text-danger">
          <p className="font-medium">We could not load your products.</p>
          <p className="mt-1">{products.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => products.refetch()}>
            Try again
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <EmptyState
          filtered={hasFilters(params)}
          onClear={() => setParams(new URLSearchParams())}
        />
      ) : data ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm text-sand-700">
            {pluralize(data.total, 'product')}
          </p>
          <ProductTable items={data.items} onDelete={setDeleting} />
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, PAGE_SIZE)}
            onPageChange={(next) => change('page', next === 1 ? '' : String(next))}
          />
        </div>
      ) : null}

      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <PackagePlus aria-hidden="true" className="size-6" />
      </span>
      {filtered ? (
        <>
          <p className="mt-4 font-display text-lg text-ink">No products match</p>
          <p className="mt-1 max-w-xs text-sm text-sand-600">
            Try another search, or clear the filters to see all your products.
          </p>
          <Button variant="outline" className="mt-6" onClick={onClear}>
            Clear Filters
          </Button>
        </>
      ) : (
        <>
          <p className="mt-4 font-display text-lg text-ink">No products yet</p>
          <p className="mt-1 max-w-sm text-sm text-sand-600">
            Add your first product, or import a catalogue from a CSV file.
          </p>
          <Button asChild className="mt-6">
            <Link to="/vendor/products/new">
              <Plus aria-hidden="true" />
              Add Your First Product
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}
