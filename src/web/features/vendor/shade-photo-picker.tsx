// Issue #37: a shade's own photos, picked from the product's images by their thumbnails. The
// order of the taps is the gallery's order for that shade; the first is the shade's photo.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type {
  ProductFields,
  ProductInput,
  VendorProductImage,
} from '../../../domain/schemas/vendor-products';
import { cn } from '../../lib/cn';

/** A picture a shade may take: a saved product's image, or on a new product a chosen file
 * (its preview), named by a key until its upload has an id. */
export type ShadePhotoChoice = Pick<VendorProductImage, 'id' | 'thumbUrl' | 'alt'>;

interface ShadePhotoPickerProps {
  form: UseFormReturn<ProductInput, unknown, ProductFields>;
  index: number;
  label: string;
  images: readonly ShadePhotoChoice[];
  error: string | undefined;
}

export function ShadePhotoPicker({ form, index, label, images, error }: ShadePhotoPickerProps) {
  const row = useWatch({ control: form.control, name: `variants.${index}` });
  const chosen = row?.imageIds ?? (row?.imageId ? [row.imageId] : []);
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    form.setValue(`variants.${index}.imageIds`, next, { shouldDirty: true });
    form.setValue(`variants.${index}.imageId`, next[0] ?? null, { shouldDirty: true });
  };
  return (
    <fieldset className="col-span-3 grid gap-1 @3xl:col-span-1">
      <legend className="text-xs font-medium text-sand-700">
        <span className="@3xl:sr-only">Photos</span>
        <span className="sr-only"> of {label}</span>
      </legend>
      <div className="flex flex-wrap gap-1">
        {images.map((image, n) => {
          const at = chosen.indexOf(image.id);
          return (
            <button
              key={image.id}
              type="button"
              aria-pressed={at >= 0}
              // The badge's number is part of the name (axe: visible text in the accessible name).
              aria-label={`Image ${n + 1}${image.alt ? `: ${image.alt}` : ''}${at >= 0 ? `, shade photo ${at + 1}` : ''}`}
              onClick={() => toggle(image.id)}
              className={cn(
                'relative size-9 overflow-hidden rounded-md border-2',
                at >= 0 ? 'border-rose-700' : 'border-transparent opacity-60 hover:opacity-100',
              )}
            >
              <img src={image.thumbUrl} alt="" className="size-full object-cover" />
              {at >= 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-0 right-0 rounded-bl bg-rose-700 px-1 text-[10px] leading-tight text-white"
                >
                  {at + 1}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {error ? <p className="text-xs font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
