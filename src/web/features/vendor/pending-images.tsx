// The new-product page's pictures: chosen before the first save, previewed here (and in each
// shade's photo picker), and uploaded when the vendor saves, the create request taking them
// into the product (issue #25: a vendor should not have to save twice; #37: shades' photos).
import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PRODUCT_LIMITS } from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ImageDropzone, screenFiles, type Rejected } from './image-dropzone';
import { UploadProblems, UploadProgress, type UploadQueue } from './upload-queue';

/** A preview address per file, released when the files change. */
export function usePreviews(files: File[]): string[] {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return previews;
}

interface PendingImagesProps {
  files: File[];
  previews: string[];
  onChange: (files: File[]) => void;
  /** The upload after the save, when it runs. */
  uploads: UploadQueue;
}

export function PendingImages({ files, previews, onChange, uploads }: PendingImagesProps) {
  const [problems, setProblems] = useState<Rejected[]>([]);

  const add = (chosen: File[]) => {
    const { accepted, rejected } = screenFiles(chosen, PRODUCT_LIMITS.images - files.length);
    setProblems(rejected);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Images</CardTitle>
        <CardDescription>
          Up to {PRODUCT_LIMITS.images}. The first is the main picture on product cards; each shade
          can take its own below. They are uploaded when you save; you can reorder them and write
          alt texts afterwards.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {files.length > 0 ? (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
            aria-label="Chosen images"
          >
            {files.map((file, i) => (
              <li
                key={previews[i]}
                className="grid gap-2 rounded-xl border border-sand-200 bg-white p-2"
              >
                <img
                  src={previews[i]}
                  alt=""
                  className="aspect-square w-full rounded-lg bg-sand-100 object-cover"
                />
                <div className="flex items-center gap-1">
                  <span className="min-w-0 flex-1 truncate text-xs text-sand-700">
                    {i === 0 ? <span className="font-medium text-rose-700">Main · </span> : null}
                    {file.name}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon-xs"
                    aria-label={`Remove ${file.name}`}
                    disabled={uploads.busy}
                    onClick={() => onChange(files.filter((_, j) => j !== i))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <ImageDropzone
          room={PRODUCT_LIMITS.images - files.length}
          busy={uploads.busy}
          onFiles={add}
        />
        <UploadProgress items={uploads.items} />
        <UploadProblems problems={problems} />
      </CardContent>
    </Card>
  );
}
