// Uploading a product's pictures one request per file, so each can fail on its own, with each
// file's state on screen: waiting, uploading, added or why it failed. Used by the image manager
// of a saved product and by the new-product page, which uploads the chosen files when it saves.
import { CheckCircle2, CircleAlert, Clock, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { Rejected } from './image-dropzone';
import { useUploadProductImage } from './products-api';

type UploadState = 'waiting' | 'uploading' | 'added' | 'failed';

interface UploadItem {
  key: string;
  name: string;
  state: UploadState;
  reason?: string;
}

export interface UploadOutcome<T = unknown> {
  added: number;
  failures: Rejected[];
  /** Each file's answer, in the files' order; null for a file that failed. */
  results: (T | null)[];
}

let nextKey = 0;

export function useUploadQueue() {
  const upload = useUploadProductImage();
  const [items, setItems] = useState<UploadItem[]>([]);
  const set = (key: string, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** Sends `files` one after another with `send`; resolves when every file has its answer. */
  async function runWith<T>(
    files: File[],
    send: (file: File) => Promise<T>,
  ): Promise<UploadOutcome<T>> {
    const queued = files.map((file) => ({ file, key: `upload-${++nextKey}` }));
    setItems(queued.map(({ file, key }) => ({ key, name: file.name, state: 'waiting' })));
    const failures: Rejected[] = [];
    const results: (T | null)[] = [];
    for (const { file, key } of queued) {
      set(key, { state: 'uploading' });
      try {
        results.push(await send(file));
        set(key, { state: 'added' });
      } catch (err) {
        const reason = err instanceof Error ? err.message : 'Could not be uploaded.';
        failures.push({ name: file.name, reason });
        results.push(null);
        set(key, { state: 'failed', reason });
      }
    }
    return { added: files.length - failures.length, failures, results };
  }

  /** Uploads `files` to product `id` in order. */
  const run = (id: string, files: File[]) =>
    runWith(files, (file) => upload.mutateAsync({ id, file }));

  const busy = items.some((i) => i.state === 'waiting' || i.state === 'uploading');
  /** Clears the finished list (the manager shows failures in its own alert). */
  const clear = () => setItems([]);
  return { items, busy, run, runWith, clear };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;

const STATE_TEXT: Record<UploadState, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading…',
  added: 'Added',
  failed: 'Failed',
};

/** Each file of the current upload with its state, and how many are done. */
export function UploadProgress({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  const done = items.filter((i) => i.state === 'added' || i.state === 'failed').length;
  return (
    <div className="grid gap-2 rounded-xl border border-sand-200 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p role="status" className="font-medium text-ink">
          {done < items.length
            ? `Uploading ${Math.min(done + 1, items.length)} of ${items.length}…`
            : `${done} of ${items.length} done`}
        </p>
      </div>
      <progress
        className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand-100 [&::-webkit-progress-value]:bg-rose-600"
        max={items.length}
        value={done}
        aria-label="Images uploaded"
      />
      <ul className="grid gap-1 text-sm" aria-label="Files being uploaded">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2">
            {item.state === 'uploading' ? (
              <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-rose-700" />
            ) : item.state === 'added' ? (
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
            ) : item.state === 'failed' ? (
              <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
            ) : (
              <Clock aria-hidden="true" className="size-4 shrink-0 text-sand-500" />
            )}
            <span className="min-w-0 flex-1 truncate">{item.name}</span>
            <span
              className={cn(
                'shrink-0 text-xs',
                item.state === 'failed' ? 'text-danger' : 'text-sand-600',
              )}
            >
              {STATE_TEXT[item.state]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The files refused before sending or failed on the server, each with its reason. */
export function UploadProblems({ problems }: { problems: readonly Rejected[] }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-1 rounded-xl bg-danger-soft p-3 text-sm text-danger">
      {problems.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <span className="font-medium">{p.name}</span>: {p.reason}
        </li>
      ))}
    </ul>
  );
}
