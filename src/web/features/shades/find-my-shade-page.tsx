// /find-my-shade (issue #37): pick a brand, a product and the shade you own; the page lists the
// closest in-stock shades of other brands in the store by CIEDE2000. The choices live in the
// URL (?brand=&product=&shade=), so a result can be shared and the back button steps back. The
// server renders it with the chosen steps' data (entry-server.tsx, first-visit.ts); without
// JavaScript the steps are a GET form: "Show" after a brand or product, a shade submits itself.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { inputClasses } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShadeBrands, useShadeProducts, useSimilarShades } from './shades-api';
import { SimilarShadeList } from './similar-shades';

export function FindMyShadePage() {
  useDocumentTitle('Find my shade');
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand');
  const productId = params.get('product');
  const shadeId = params.get('shade');
  const brands = useShadeBrands();
  const products = useShadeProducts(brand);
  const product = products.data?.items.find((p) => p.id === productId);
  const similar = useSimilarShades(product && shadeId ? shadeId : null);
  const id = useId();

  const choose = (next: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace: true },
    );

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Find my shade"
        description="Tell us a shade you already own, from any brand in the store, and we will find the closest shades from other brands."
      />
      <form action="/find-my-shade" method="get" onSubmit={(e) => e.preventDefault()}>
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-brand`} className="text-sm font-medium text-ink">
              1. Brand
            </label>
            <select
              id={`${id}-brand`}
              name="brand"
              className={`${inputClasses} mt-1`}
              value={brand ?? ''}
              onChange={(e) => choose({ brand: e.target.value, product: null, shade: null })}
              disabled={!brands.data}
            >
              <option value="">Choose a brand</option>
              {brands.data?.items.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-product`} className="text-sm font-medium text-ink">
              2. Product
            </label>
            <select
              id={`${id}-product`}
              name="product"
              className={`${inputClasses} mt-1`}
              value={product ? product.id : ''}
              onChange={(e) => choose({ product: e.target.value, shade: null })}
              disabled={!products.data}
            >
              <option value="">{brand ? 'Choose a product' : 'Choose a brand first'}</option>
              {products.data?.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <noscript>
          <button
            type="submit"
            className="mt-4 h-10 rounded-full bg-rose-700 px-6 text-sm font-medium text-white"
          >
            Show
          </button>
        </noscript>
        {product ? (
          <fieldset className="mt-6">
            <legend className="text-sm font-medium text-ink">3. The shade you own</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {product.shades.map((s) => (
                <button
                  key={s.variantId}
                  type="submit"
                  name="shade"
                  value={s.variantId}
                  aria-pressed={s.variantId === shadeId}
                  onClick={(e) => {
                    e.preventDefault();
                    choose({ shade: s.variantId });
                  }}
                  className="flex min-h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm text-ink hover:border-rose-400 aria-pressed:border-rose-700 aria-pressed:ring-2 aria-pressed:ring-rose-200"
                >
                  <span
                    aria-hidden="true"
                    className="size-6 rounded-full border border-sand-300"
                    style={{ backgroundColor: s.swatchHex }}
                  />
                  {s.label}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
      </form>
      <section aria-labelledby={`${id}-matches`} aria-live="polite" className="mt-8">
        {similar.data ? (
          <>
            <h2 id={`${id}-matches`} className="text-xl text-ink">
              Closest to {similar.data.shade.label}
            </h2>
            {similar.data.items.length ? (
              <div className="mt-4">
                <SimilarShadeList items={similar.data.items} />
              </div>
            ) : (
              <p className="mt-2 text-sand-700">
                No other brand has a shade of this kind in stock right now.
              </p>
            )}
          </>
        ) : similar.isFetching ? (
          <div role="status" className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <span className="sr-only">Finding matches…</span>
          </div>
        ) : (
          <h2 id={`${id}-matches`} className="sr-only">
            Matches
          </h2>
        )}
      </section>
    </div>
  );
}
