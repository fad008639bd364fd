// '/vendor/products': the vendor's catalogue, filtered and sorted through the URL, with import,
// export and the per-product actions.
import { PackagePlus, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  PRODUCT_STATUSES,
  STOCK_STATUSES,
} from '../../../domain/catalog';
import {
  PRODUCT_STATUS_LABELS,
  VENDOR_PRODUCT_SORT_LABELS,
  VENDOR_PRODUCT_SORTS,
  type VendorProductRow,
} from '../../../domain/schemas/vendor-products';
import {
  ExportCsvLink,
  NativeSelect,
  optionsOf,
  StatusTabs,
} from '../../components/back-office/list-filters';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import { SearchBox } from '../../components/back-office/search-box';
import { STOCK_LABELS } from '../../components/back-office/status-badges';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CsvImportDialog } from './csv-import-dialog';
import { DeleteProductDialog } from './delete-product-dialog';
import { productCard, productColumns } from './product-table';
import { exportUrl, useVendorProducts } from './products-api';

const FILTERS = ['search', 'status', 'category', 'stock'] as const;

export function VendorProductsPage() {
  useDocumentTitle('Products', 'Angle Vendor Portal');
  const params = useListParams({
    keys: [...FILTERS, 'sort'],
    pageSize: 20,
    allowed: {
      status: PRODUCT_STATUSES,
      category: CATEGORIES,
      stock: STOCK_STATUSES,
      sort: VENDOR_PRODUCT_SORTS,
    },
  });
  const { values, set } = params;
  const products = useVendorProducts(params.apiQuery);
  const [deleting, setDeleting] = useState<VendorProductRow | null>(null);
  const counts = products.data?.statusCounts;
  const tabs = [
    {
      value: '',
      label: 'All',
      count: counts && counts.draft + counts.published + counts.unpublished,
    },
    ...PRODUCT_STATUSES.map((s) => ({
      value: s,
      label: PRODUCT_STATUS_LABELS[s],
      count: counts?.[s],
    })),
  ];

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
            <ExportCsvLink href={exportUrl(params.apiQuery)} />
            <Button asChild size="sm">
              <Link to="/vendor/products/new">
                <Plus aria-hidden="true" />
                Add Product
              </Link>
            </Button>
          </div>
        }
      />

      <div className="grid gap-4">
        <StatusTabs tabs={tabs} value={values.status} onChange={(v) => set('status', v)} />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <SearchBox
            key={values.search}
            value={values.search}
            onSearch={(v) => set('search', v)}
            label="Search your products"
            placeholder="Search by name, tag or id"
            searchOn="enter"
            className="flex-1"
          />
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <NativeSelect
              label="Category"
              allLabel="All categories"
              value={values.category}
              onChange={(v) => set('category', v)}
              options={optionsOf(CATEGORY_LABELS)}
              className="sm:w-auto"
            />
            <NativeSelect
              label="Stock"
              allLabel="Any stock"
              value={values.stock}
              onChange={(v) => set('stock', v)}
              options={optionsOf(STOCK_LABELS)}
              className="sm:w-auto"
            />
            <NativeSelect
              label="Sort by"
              defaultValue="updated"
              value={values.sort}
              onChange={(v) => set('sort', v)}
              options={optionsOf(VENDOR_PRODUCT_SORT_LABELS)}
              className="col-span-2 sm:col-span-1 sm:w-auto"
            />
          </div>
        </div>
      </div>

      <ListView
        query={products}
        params={params}
        columns={productColumns(setDeleting)}
        card={(p) => productCard(p, setDeleting)}
        rowKey={(p) => p.id}
        noun="product"
        yours
        empty={
          params.filtered(FILTERS) ? (
            <EmptyState
              icon={PackagePlus}
              title="No products match"
              body="Try another search, or clear the filters to see all your products."
              bodyClassName="max-w-xs"
              action={
                <Button variant="outline" className="mt-6" onClick={params.clear}>
                  Clear Filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={PackagePlus}
              title="No products yet"
              body="Add your first product, or import a catalogue from a CSV file."
              action={
                <Button asChild className="mt-6">
                  <Link to="/vendor/products/new">
                    <Plus aria-hidden="true" />
                    Add Your First Product
                  </Link>
                </Button>
              }
            />
          )
        }
      />

      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
