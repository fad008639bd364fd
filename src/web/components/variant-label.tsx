// A line's shade or size as the cart, checkout and orders show it: "Shade: Berry Wine" with a
// small dot of the shade's colour, and the SKU where a screen lists the item's details.
import { cn } from '../lib/cn';

/** A round dot of a shade's colour; nothing when the shade has no colour on file. */
export function SwatchDot({
  hex,
  className,
}: {
  hex: string | null | undefined;
  className?: string;
}) {
  if (!hex) return null;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-3 shrink-0 rounded-full ring-1 ring-ink/15', className)}
      style={{ backgroundColor: hex }}
    />
  );
}

export function VariantLabel({
  label,
  swatchHex,
  sku,
  size = 'text-sm',
  className,
}: {
  label: string;
  swatchHex?: string | null;
  /** Shown after the label where the screen gives an item's details (order page, invoice). */
  sku?: string | null;
  /** The text size class (cn does not merge, so not through className). */
  size?: string;
  className?: string;
}) {
  if (!label && !sku) return null;
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-1.5 text-sand-700', size, className)}
      data-testid="variant-label"
    >
      {label ? (
        <span className="inline-flex items-center gap-1.5">
          <SwatchDot hex={swatchHex} />
          {label}
        </span>
      ) : null}
      {sku ? (
        <span className="text-xs text-sand-600">
          {label ? '· ' : ''}SKU {sku}
        </span>
      ) : null}
    </p>
  );
}
