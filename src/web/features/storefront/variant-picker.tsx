// The product page's option picker (issue #18): one radio group per option. Shades are native
// radios drawn as round swatches (arrow keys move between them as radios do), other options as
// labelled buttons. A choice that is out of stock is crossed out but can still be chosen, to
// see its photo and price; the add-to-cart button then says it is out of stock.
import type { ProductDetail, ProductOption, Variant } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';
import { variantForChoice } from './variant-selection';

interface VariantPickerProps {
  product: Pick<ProductDetail, 'options' | 'variants'>;
  selected: Variant;
  onSelect: (variant: Variant) => void;
}

export function VariantPicker({ product, selected, onSelect }: VariantPickerProps) {
  return (
    <div className="mt-6 grid gap-5">
      {product.options.map((option, index) => (
        <OptionGroup
          key={option.name}
          option={option}
          index={index}
          variants={product.variants}
          selected={selected}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}

interface OptionGroupProps {
  option: ProductOption;
  index: number;
  variants: readonly Variant[];
  selected: Variant;
  onSelect: (variant: Variant) => void;
}

function OptionGroup({ option, index, variants, selected, onSelect }: OptionGroupProps) {
  const current = selected.options[index] ?? '';
  const isShade = option.kind === 'shade';
  return (
    <fieldset>
      <legend className="text-sm text-sand-700">
        {option.name}: <span className="font-semibold text-ink">{current}</span>
      </legend>
      <div className={cn('mt-2.5 flex flex-wrap', isShade ? 'gap-2.5' : 'gap-2')}>
        {option.values.map((value) => {
          const target = variantForChoice(variants, selected, index, value);
          if (!target) return null;
          const choice = {
            name: `option-${index}`,
            value,
            target,
            checked: value === current,
            soldOut: target.stockStatus === 'out-of-stock',
            onSelect,
          };
          return isShade ? (
            <ShadeChoice key={value} {...choice} />
          ) : (
            <OtherChoice key={value} {...choice} />
          );
        })}
      </div>
    </fieldset>
  );
}

interface ChoiceProps {
  name: string;
  value: string;
  target: Variant;
  checked: boolean;
  soldOut: boolean;
  onSelect: (variant: Variant) => void;
}

function ChoiceInput({
  name,
  value,
  target,
  checked,
  onSelect,
  label,
}: ChoiceProps & { label?: string }) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      aria-label={label}
      onChange={() => onSelect(target)}
      className="peer sr-only"
    />
  );
}

/** A diagonal stroke over a choice that is out of stock. */
function SoldOutStroke() {
  return (
    <span
      aria-hidden="true"
      data-testid="sold-out-stroke"
      className="pointer-events-none absolute top-1/2 left-1/2 h-0.5 w-[120%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-ink/80 shadow-[0_0_0_1px_white]"
    />
  );
}

function ShadeChoice(props: ChoiceProps) {
  const { value, target, soldOut } = props;
  const image = target.swatchImage;
  return (
    <label
      className="relative cursor-pointer"
      title={soldOut ? `${value} (out of stock)` : value}
      data-sold-out={soldOut ? 'true' : undefined}
    >
      <ChoiceInput {...props} label={value} />
      <span
        aria-hidden="true"
        className={cn(
          'relative block size-10 overflow-hidden rounded-full ring-1 ring-ink/20 ring-offset-2 ring-offset-white transition',
          'peer-checked:ring-2 peer-checked:ring-ink',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-[5px] peer-focus-visible:outline-rose-700',
          soldOut && 'opacity-60',
        )}
        style={{
          backgroundColor: target.swatchHex ?? undefined,
          backgroundImage: image ? `url("${image.url}")` : undefined,
          backgroundSize: 'cover',
        }}
      >
        {soldOut ? <SoldOutStroke /> : null}
      </span>
    </label>
  );
}

function OtherChoice(props: ChoiceProps) {
  const { value, soldOut } = props;
  return (
    <label className="relative cursor-pointer" data-sold-out={soldOut ? 'true' : undefined}>
      <ChoiceInput {...props} />
      <span
        className={cn(
          'relative inline-flex h-10 min-w-14 items-center justify-center overflow-hidden rounded-full border border-sand-300 bg-white px-4 text-sm transition',
          'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-700',
          soldOut ? 'text-sand-600' : 'text-ink',
        )}
      >
        {value}
        {soldOut ? <SoldOutStroke /> : null}
      </span>
    </label>
  );
}
