// The Idempotency-Key of a checkout attempt. Retrying the same order (same lines, address and
// payment) after a timeout or a lost connection reuses its key, so the server answers with the
// order it may already have placed instead of placing a second one; any change to the order is
// a new attempt with a new key. Kept in this tab's sessionStorage so a reload mid-attempt
// keeps it too.
import { newIdempotencyKey } from '../../lib/idempotency-key';

const STORAGE_KEY = 'angle-checkout-attempt';

interface Attempt {
  key: string;
  fingerprint: string;
}

/** The attempt when sessionStorage is unavailable. */
let memory: Attempt | null = null;

/** FNV-1a: enough to tell two request bodies apart without keeping the address itself. */
function fingerprintOf(body: unknown): string {
  const text = JSON.stringify(body);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}

function read(): Attempt | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Attempt | null;
    return value && typeof value.key === 'string' ? value : null;
  } catch {
    return memory;
  }
}

/** The key for placing `body`: the current attempt's when the body is the same, else a new one. */
export function attemptKeyFor(body: unknown): string {
  const fingerprint = fingerprintOf(body);
  const saved = read();
  if (saved?.fingerprint === fingerprint) return saved.key;
  const attempt = { key: newIdempotencyKey(), fingerprint };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Without storage the key still holds for retries until the page reloads.
  }
  memory = attempt;
  return attempt.key;
}

/** The order is placed: the next one is a new attempt. */
export function finishAttempt(): void {
  memory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
