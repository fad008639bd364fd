// A product's pictures: upload (one request per file, so each can fail on its own), reorder by
// dragging or with the arrow buttons, write alt texts, remove after a confirmation. The order
// and alt texts are saved together with one button.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import {
  PRODUCT_LIMITS,
  type VendorProduct,
  type VendorProductImage,
} from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ImageDropzone, screenFiles, type Rejected } from './image-dropzone';
import { useDeleteProductImage, useUpdateProductImages } from './products-api';
import { SortableImage } from './sortable-image';
import { UploadProblems, UploadProgress, useUploadQueue } from './upload-queue';

interface Draft {
  image: VendorProductImage;
  alt: string;
}

export function ImageManager({ product }: { product: VendorProduct }) {
  const uploads = useUploadQueue();
  const save = useUpdateProductImages();
  const remove = useDeleteProductImage();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    product.images.map((image) => ({ image, alt: image.alt })),
  );
  const [problems, setProblems] = useState<Rejected[]>([]);
  const [removing, setRemoving] = useState<VendorProductImage | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The server's list changes after every upload, save and removal: follow it, keeping alt
  // texts being typed (render-time sync, so no frame shows the old list).
  const signature = product.images.map((i) => `${i.id}:${i.position}:${i.alt}`).join('|');
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    setDrafts(
      product.images.map((image) => {
        const typed = drafts.find((d) => d.image.id === image.id && d.alt !== d.image.alt);
        return { image, alt: typed?.alt ?? image.alt };
      }),
    );
  }

  const dirty = drafts.some(
    (d, i) => d.image.id !== product.images[i]?.id || d.alt.trim() !== d.image.alt,
  );
  const reset = () => setDrafts(product.images.map((image) => ({ image, alt: image.alt })));

  async function addFiles(files: File[]) {
    const { accepted, rejected } = screenFiles(files, PRODUCT_LIMITS.images - drafts.length);
    setProblems(rejected);
    if (accepted.length === 0) return;
    const { added, failures } = await uploads.run(product.id, accepted);
    uploads.clear();
    setProblems([...rejected, ...failures]);
    if (added > 0) toast.success(added === 1 ? 'Image added.' : `${added} images added.`);
  }

  const move = (from: number, to: number) => setDrafts((d) => arrayMove(d, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = drafts.map((d) => d.image.id);
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const saveOrder = () =>
    save.mutate(
      {
        id: product.id,
        body: { images: drafts.map((d) => ({ id: d.image.id, alt: d.alt.trim() })) },
      },
      {
        onSuccess: (p) => {
          setDrafts(p.images.map((image) => ({ image, alt: image.alt })));
          toast.success('Image order and alt texts saved.');
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: product.id, imageId: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success('Image removed.');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Images</CardTitle>
        <CardDescription>
          Up to {PRODUCT_LIMITS.images}. The first is the main picture on product cards. Drag to
          reorder, or use the arrows.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {drafts.length > 0 ? (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={drafts.map((d) => d.image.id)} strategy={rectSortingStrategy}>
              <ul
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
                aria-label="Uploaded images"
              >
                {drafts.map((d, i) => (
                  <SortableImage
                    key={d.image.id}
                    image={d.image}
                    alt={d.alt}
                    index={i}
                    count={drafts.length}
                    onAlt={(alt) =>
                      setDrafts((all) =>
                        all.map((x) => (x.image.id === d.image.id ? { ...x, alt } : x)),
                      )
                    }
                    onMove={(to) => move(i, to)}
                    onRemove={() => setRemoving(d.image)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        ) : null}
        {dirty ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm" loading={save.isPending} onClick={saveOrder}>
              Save Image Order and Alt Text
            </Button>
            <Button size="sm" variant="ghost" onClick={reset}>
              Undo Changes
            </Button>
          </div>
        ) : null}
        <ImageDropzone
          room={PRODUCT_LIMITS.images - drafts.length}
          busy={uploads.busy}
          onFiles={(files) => void addFiles(files)}
        />
        <UploadProgress items={uploads.items} />
        <UploadProblems problems={problems} />
      </CardContent>
      <Dialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        {removing ? (
          <DialogContent role="alertdialog" width="max-w-sm">
            <DialogHeader>
              <DialogTitle>Remove this image?</DialogTitle>
              <DialogDescription>
                It disappears from the product page. You can upload it again later.
              </DialogDescription>
            </DialogHeader>
            <img
              src={removing.thumbUrl}
              alt=""
              className="mx-auto size-32 rounded-lg object-cover"
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setRemoving(null)}>
                Keep It
              </Button>
              <Button loading={remove.isPending} onClick={confirmRemove} variant="danger">
                Remove Image
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
