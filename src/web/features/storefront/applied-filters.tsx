// The listing's applied filters as removable chips above the grid (issue #25, point 7). Each chip
// is a link to the listing without that value, so it works before (or without) JavaScript too.
import { X } from '../../components/ui/icons';
import { Link } from 'react-router';
import { ATTRIBUTE_GROUP_LABELS, parseAttributeToken } from '../../../domain/attributes';
import { CATEGORY_LABELS, PRICE_BANDS, isCategory } from '../../../domain/catalog';
import type { Facets } from '../../../domain/schemas/catalog';
import { valuesOf, withParam } from './listing-params';
import { TOGGLES, searchOf, withValue, withoutFilters } from './listing-filters';

export interface AppliedFilter {
  /** Unique within the listing: `key=value`. */
  id: string;
  /** What the chip says: the group and the value ("Brand: Rani Rouge"). */
  label: string;
  /** The listing without this value. */
  without: URLSearchParams;
}

const titleCase = (text: string) =>
  text.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());

/** The filters applied in `params`, in the filter panel's order; labels from the facets where
 * they know them (a brand's name), else from the value itself. */
export function appliedFiltersOf(
  params: URLSearchParams,
  facets: Facets | undefined,
): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  const single = (key: string, label: string) =>
    chips.push({ id: `${key}=${params.get(key)}`, label, without: withParam(params, key, null) });
  for (const { key, label } of TOGGLES) if (params.get(key) === 'true') single(key, label);
  const category = params.get('category');
  if (category && isCategory(category))
    single('category', `Category: ${CATEGORY_LABELS[category]}`);
  for (const value of valuesOf(params, 'subcategory')) {
    chips.push({
      id: `subcategory=${value}`,
      label: `Type: ${titleCase(value)}`,
      without: withValue(params, 'subcategory', value, false),
    });
  }
  for (const value of valuesOf(params, 'price')) {
    const band = PRICE_BANDS.find((b) => b.id === value);
    chips.push({
      id: `price=${value}`,
      label: `Price: ${band?.label ?? value}`,
      without: withValue(params, 'price', value, false),
    });
  }
  const min = params.get('minPrice');
  const max = params.get('maxPrice');
  if (min || max) {
    const range = min && max ? `₹${min} – ₹${max}` : min ? `From ₹${min}` : `Up to ₹${max}`;
    chips.push({
      id: 'price-range',
      label: `Price: ${range}`,
      without: withParam(withParam(params, 'minPrice', null), 'maxPrice', null),
    });
  }
  const rating = params.get('minRating');
  if (rating) single('minRating', `Rating: ${rating}★ & above`);
  for (const value of valuesOf(params, 'vendor')) {
    const name = facets?.vendor.find((v) => v.value === value)?.label ?? titleCase(value);
    chips.push({
      id: `vendor=${value}`,
      label: `Brand: ${name}`,
      without: withValue(params, 'vendor', value, false),
    });
  }
  for (const token of valuesOf(params, 'attributes')) {
    const parsed = parseAttributeToken(token);
    chips.push({
      id: `attributes=${token}`,
      label: parsed ? `${ATTRIBUTE_GROUP_LABELS[parsed.group]}: ${parsed.label}` : token,
      without: withValue(params, 'attributes', token, false),
    });
  }
  return chips;
}

interface AppliedFiltersProps {
  params: URLSearchParams;
  facets: Facets | undefined;
}

export function AppliedFilters({ params, facets }: AppliedFiltersProps) {
  const chips = appliedFiltersOf(params, facets);
  if (chips.length === 0) return null;
  return (
    // Phones: one row that scrolls sideways, edge to edge (the page's 1 rem padding), so the
    // chips never push the grid down; each chip is a link, so Tab walks the row and the browser
    // scrolls the focused chip into view. Wider screens wrap.
    <div
      role="region"
      aria-label="Applied filters"
      data-testid="applied-filters"
      className="-mx-4 mt-3 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:mt-4 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.id} className="shrink-0">
            <Link
              to={{ search: searchOf(chip.without) }}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-rose-200 bg-rose-50 pr-2 pl-3 text-sm whitespace-nowrap text-ink transition-colors hover:border-rose-400"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5 text-rose-800" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={{ search: searchOf(withoutFilters(params)) }}
        className="inline-flex h-8 shrink-0 items-center rounded-full px-3 text-sm font-medium whitespace-nowrap text-rose-800 underline-offset-4 hover:underline"
      >
        Clear all
      </Link>
    </div>
  );
}
