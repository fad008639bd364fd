// The product page's three images: a main view and thumbnails (buttons, arrow keys, swipe).
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductDetail } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';

export function ProductGallery({
  images,
  name,
}: {
  images: ProductDetail['images'];
  name: string;
}) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const current = images[index] ?? images[0];
  if (!current) return <div className="aspect-square rounded-3xl bg-sand-100" />;

  const go = (next: number) => setIndex((next + images.length) % images.length);
  // Arrow keys move between images, and focus follows to the chosen thumbnail.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = (index + (e.key === 'ArrowRight' ? 1 : -1) + images.length) % images.length;
    go(next);
    const siblings = e.currentTarget.parentElement?.querySelectorAll('button');
    siblings?.[next]?.focus();
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > 40) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    // Each part names its own cell from 768 px (thumbnails left, main view right), not an order:
    // a page still streaming in (a slow phone paints before the thumbnails are parsed) would put
    // the main view alone in the thumbnails' 4.5rem column and move it once they arrive.
    <div className="grid items-start gap-3 self-start md:grid-cols-[4.5rem_minmax(0,1fr)] md:gap-4">
      <div
        className="relative touch-pan-y overflow-hidden rounded-3xl bg-sand-100 md:col-start-2 md:row-start-1"
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={onPointerUp}
      >
        <img
          src={current.url}
          srcSet={current.srcSet}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={current.alt || name}
          width={current.width}
          height={current.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="aspect-square h-auto w-full object-cover"
        />
        <p className="sr-only" aria-live="polite">
          Image {index + 1} of {images.length}
        </p>
      </div>
      <div
        role="group"
        aria-label="Product images"
        className="flex gap-3 md:col-start-1 md:row-start-1 md:flex-col"
      >
        {images.map((img, i) => (
          <button
            key={img.url}
            type="button"
            aria-label={`Show image ${i + 1}: ${img.alt}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            onKeyDown={onKeyDown}
            className={cn(
              'overflow-hidden rounded-xl border-2 transition',
              i === index ? 'border-rose-700' : 'border-transparent opacity-80 hover:opacity-100',
            )}
          >
            <img
              src={img.url.replace('-640.webp', '-320.webp')}
              alt=""
              width={72}
              height={72}
              className="size-16 object-cover md:size-[4.25rem]"
            />
          </button>
        ))}
      </div>
    </div>
  );
}
