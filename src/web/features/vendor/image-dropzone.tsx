// Choosing pictures: drop them here or pick them. The browser's quick checks (type, size, how
// many fit) save a wasted upload; the server checks the bytes themselves.
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { PRODUCT_LIMITS } from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export interface Rejected {
  name: string;
  reason: string;
}

/** Splits chosen files into those worth sending and those refused, with the reason. */
export function screenFiles(
  files: File[],
  room: number,
): { accepted: File[]; rejected: Rejected[] } {
  const accepted: File[] = [];
  const rejected: Rejected[] = [];
  for (const file of files) {
    if (!TYPES.includes(file.type)) {
      rejected.push({ name: file.name, reason: 'Not a JPEG, PNG, WebP or AVIF image.' });
    } else if (file.size > PRODUCT_LIMITS.imageBytes) {
      rejected.push({ name: file.name, reason: 'Larger than 5 MB. Choose a smaller file.' });
    } else if (accepted.length >= room) {
      rejected.push({
        name: file.name,
        reason: `Does not fit: a product has at most ${PRODUCT_LIMITS.images} images.`,
      });
    } else accepted.push(file);
  }
  return { accepted, rejected };
}

interface ImageDropzoneProps {
  room: number;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

export function ImageDropzone({ room, busy, onFiles }: ImageDropzoneProps) {
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const full = room <= 0;
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!full) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!full) onFiles([...e.dataTransfer.files]);
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragging ? 'border-rose-600 bg-rose-50' : 'border-sand-300 bg-sand-50',
        full && 'opacity-60',
      )}
    >
      <ImagePlus aria-hidden="true" className="size-7 text-rose-700" />
      <p className="text-sm text-sand-700">
        {full
          ? `This product has ${PRODUCT_LIMITS.images} images, the most it can have.`
          : 'Drop images here, or'}
      </p>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={TYPES.join(',')}
        aria-label="Add product images"
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {full ? null : (
        <Button
          variant="outline"
          size="sm"
          loading={busy}
          onClick={() => inputRef.current?.click()}
        >
          Choose Images
        </Button>
      )}
      <p className="text-xs text-sand-600">
        JPEG, PNG, WebP or AVIF, up to 5 MB each, at least 200 × 200 px.
      </p>
    </div>
  );
}
