// One picture in the image manager: drag handle (mouse, touch or keyboard), move buttons, alt
// text and remove.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import type { VendorProductImage } from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

interface SortableImageProps {
  image: VendorProductImage;
  alt: string;
  index: number;
  count: number;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function SortableImage({
  image,
  alt,
  index,
  count,
  onAlt,
  onMove,
  onRemove,
}: SortableImageProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  const label = alt || `Image ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'grid gap-2 rounded-xl border border-sand-200 bg-white p-2',
        isDragging && 'relative z-10 shadow-lift',
      )}
    >
      <div className="relative">
        <img
          src={image.thumbUrl}
          alt=""
          width={image.width}
          height={image.height}
          className="aspect-square w-full rounded-lg bg-sand-100 object-cover"
        />
        {index === 0 ? (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow-sm">
            Main
          </span>
        ) : null}
        <button
          type="button"
          aria-label={`Drag to reorder: ${label}`}
          className="absolute top-1.5 right-1.5 inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-full bg-white/95 text-ink shadow-sm active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      </div>
      <label className="sr-only" htmlFor={`alt-${image.id}`}>
        Alt text for image {index + 1}
      </label>
      <Input
        id={`alt-${image.id}`}
        value={alt}
        maxLength={200}
        onChange={(e) => onAlt(e.target.value)}
        placeholder="Describe the picture"
        box="block h-9 w-full px-3.5 text-base sm:text-sm"
      />
      <div className="flex items-center justify-between">
        <div className="flex">
          <Button
            variant="ghost"
            size="icon-xs"
            aria-label={`Move ${label} earlier`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-xs"
            aria-label={`Move ${label} later`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Button
          variant="plain"
          size="icon-xs"
          className="text-ink hover:bg-danger-soft hover:text-danger active:bg-sand-200"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
