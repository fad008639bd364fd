// A home-page row of up to four products with its 'View All' link.
import { ArrowRight } from '../../components/ui/icons';
import type { ProductSummary } from '../../../domain/schemas/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { PlainLink } from '../../components/ui/plain-link';

interface ProductShelfProps {
  id: string;
  title: string;
  subtitle: string;
  viewAll: string;
  products: ProductSummary[] | undefined;
  eager?: boolean;
  /** The shelf is in the first screen: its first row's images load at once, ahead of the rest
   * (on a phone the home's first shelf holds the largest paint). */
  first?: boolean;
}

export function ProductShelf({
  id,
  title,
  subtitle,
  viewAll,
  products,
  eager,
  first = false,
}: ProductShelfProps) {
  if (products && products.length === 0) return null;
  return (
    // The first shelf follows the categories closely on wide screens, inside the first screen.
    <section
      aria-labelledby={id}
      className={`container-page py-6 sm:py-14 ${first ? 'lg:pt-2' : ''}`}
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-sand-700">{subtitle}</p>
        </div>
        <PlainLink
          to={viewAll}
          className="inline-flex shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-rose-700 hover:underline"
        >
          View All
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </PlainLink>
      </div>
      <ul
        className={`mt-6 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4 lg:gap-x-6 ${first ? 'lg:mt-4' : ''}`}
      >
        {products
          ? products.slice(0, 4).map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} eager={eager || first} priority={first && i < 2} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
