// A variant as the back office names it on order lines and stock lists: the shade's dot, the
// label ("Ruby · 5 ml") and the SKU. A plain product's line (empty label) shows neither.
import { cn } from '../../lib/cn';

/** A shade's colour as a dot; a dashed ring when it has none. */
export function SwatchDot({
  hex,
  size = 'size-3.5',
  className,
}: {
  hex: string | null | undefined;
  size?: string;
  className?: string;
}) {
  return hex ? (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block shrink-0 rounded-full ring-1 ring-ink/15 ring-inset',
        size,
        className,
      )}
      style={{ backgroundColor: hex }}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block shrink-0 rounded-full border border-dashed border-sand-400',
        size,
        className,
      )}
    />
  );
}

interface VariantLabelProps {
  label: string;
  sku?: string | null;
  swatchHex?: string | null;
  className?: string;
}

/** "● Ruby · 5 ml · LIP-RUBY-5" in small type, or nothing for a plain product's line. */
export function VariantLabel({ label, sku, swatchHex, className }: VariantLabelProps) {
  if (!label && !sku) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-xs text-sand-700', className)}>
      {label ? (
        <span className="inline-flex items-center gap-1.5">
          {swatchHex ? <SwatchDot hex={swatchHex} /> : null}
          {label}
        </span>
      ) : null}
      {label && sku ? <span aria-hidden="true">·</span> : null}
      {sku ? (
        <span className="font-mono text-[0.7rem] text-sand-600">
          <span className="sr-only">SKU </span>
          {sku}
        </span>
      ) : null}
    </p>
  );
}
