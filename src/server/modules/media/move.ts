// Copies the images of a data folder (DATA_DIR/uploads) into the database media store, for a
// server moving from one instance to several (`npm run media:move`, move-cli.ts). Idempotent:
// a key already in the database is left alone, so a second run copies nothing. Keys stay the
// same, so every URL in the database keeps working; the files themselves stay where they are.
import fs from 'node:fs';
import path from 'node:path';
import { contentTypeOf, isMediaKey, type MediaStore } from './media-store';

export interface MoveSummary {
  moved: number;
  movedBytes: number;
  alreadyThere: number;
  /** Files that are no media key (a leftover `.tmp`, a stray name): not copied. */
  skipped: string[];
}

function* filesUnder(root: string, dir = root): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

export async function moveFolderToStore(
  uploadsDir: string,
  store: MediaStore,
  log: (line: string) => void = () => {},
  progressEvery = 200,
): Promise<MoveSummary> {
  const summary: MoveSummary = { moved: 0, movedBytes: 0, alreadyThere: 0, skipped: [] };
  let seen = 0;
  for (const key of filesUnder(uploadsDir)) {
    seen++;
    if (!isMediaKey(key) || key.endsWith('.tmp')) {
      summary.skipped.push(key);
    } else if (await store.has(key)) {
      summary.alreadyThere++;
    } else {
      const bytes = fs.readFileSync(path.join(uploadsDir, key));
      await store.put(key, bytes, contentTypeOf(key));
      summary.moved++;
      summary.movedBytes += bytes.length;
    }
    if (seen % progressEvery === 0) {
      log(
        `${seen} files looked at: ${summary.moved} copied, ${summary.alreadyThere} already there`,
      );
    }
  }
  return summary;
}

export function describeMove(s: MoveSummary, uploadsDir: string): string {
  const mb = (s.movedBytes / (1024 * 1024)).toFixed(1);
  const lines = [
    `Copied ${s.moved} files (${mb} MB) from ${uploadsDir} into the database; ${s.alreadyThere} were there already.`,
  ];
  if (s.skipped.length > 0) {
    lines.push(
      `Left out ${s.skipped.length} ${s.skipped.length === 1 ? 'file that is' : 'files that are'} not media: ${s.skipped.slice(0, 5).join(', ')}${s.skipped.length > 5 ? ', …' : ''}`,
    );
  }
  return lines.join('\n');
}
