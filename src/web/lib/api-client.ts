// The one way the web app calls the API: JSON in, JSON out, problem+json turned into ApiError.
import type { FieldError, Problem } from '../../domain/schemas/problem';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly problem?: Problem,
    /** The answer's headers (a 429's Retry-After or sign-in challenge). */
    readonly headers?: Headers,
  ) {
    super(message);
  }

  /** The message for one form field, if the server named it. */
  fieldMessage(path: string): string | undefined {
    return this.fieldErrors.find((e) => e.path === path)?.message;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'status' in value && 'title' in value;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal } = options;
  return send<T>(path, {
    method,
    signal,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends a file (and small text fields) as multipart/form-data; the answer is JSON as usual. */
export async function apiUpload<T>(
  path: string,
  file: Blob & { name?: string },
  fields: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name ?? 'upload');
  // No content-type header: the browser writes it with the multipart boundary.
  return send<T>(path, { method, headers: { accept: 'application/json' }, body: form });
}

/** How a request reaches the API: the browser's fetch, or on the server (entry-server.tsx) the
 * Fastify app itself, without a network hop or the visitor's cookies. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renderer points the API client at the app; the browser never calls this. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, { credentials: 'same-origin', ...init });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach Angle. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  if (isProblem(data)) {
    const { status, headers } = response;
    throw new ApiError(status, data.detail ?? data.title, data.errors ?? [], data, headers);
  }
  throw new ApiError(response.status, `The request failed (${response.status}).`);
}
