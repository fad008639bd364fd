// "Similar shades from other brands" (issue #37): the nearest in-stock shades of the same product
// type by CIEDE2000, each with its distance in words. Used on the product page and on Find my
// shade.
import { Link } from 'react-router';
import type { SimilarShade } from '../../../domain/schemas/shades';
import { formatINR } from '../../lib/format';
import { useSimilarShades } from './shades-api';

export function SimilarShadeList({ items }: { items: SimilarShade[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((s) => (
        <li key={s.variantId}>
          <Link
            to={`/products/${encodeURIComponent(s.productId)}?shade=${encodeURIComponent(s.shadeSlug)}`}
            className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-3 hover:border-rose-300"
          >
            <span
              aria-hidden="true"
              className="size-12 shrink-0 rounded-full border border-sand-300"
              style={{ backgroundColor: s.swatchHex }}
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{s.shade}</span>
              <span className="block truncate text-xs text-sand-700">
                {s.vendorName} · {s.productName}
              </span>
              <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs">
                <span className="font-semibold text-ink">{formatINR(s.price)}</span>
                {s.closeness ? (
                  <span className="rounded-full bg-rose-50 px-2 py-0.5 font-medium text-rose-800">
                    {s.closeness}
                  </span>
                ) : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The product page's section for the chosen shade; nothing when no other brand has one. */
export function SimilarShades({ variantId, shade }: { variantId: string; shade: string }) {
  const similar = useSimilarShades(variantId);
  const items = similar.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="similar-shades" className="container-page py-6">
      <h2 id="similar-shades" className="text-xl text-ink">
        Similar shades from other brands
      </h2>
      <p className="mt-1 text-sm text-sand-700">Closest to {shade}, by colour.</p>
      <div className="mt-4">
        <SimilarShadeList items={items} />
      </div>
    </section>
  );
}
