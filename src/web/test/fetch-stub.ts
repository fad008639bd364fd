// A tiny stand-in for the API in component tests: answers by "METHOD /path" (query string
// ignored) and records every call. Unlisted requests fail like an unreachable server.
import { vi } from 'vitest';
import type { AuthSessionDto } from '../../domain/schemas/auth';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fixed answer, or one computed (possibly later) from the request. */
export type StubAnswer =
  Answer | ((request: { url: string; body: unknown }) => Answer | Promise<Answer>);

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
  /** The request's headers, lower-cased names. */
  headers: Record<string, string>;
}

export function json(status: number, body?: unknown): Answer {
  return { status, body };
}

/** problem+json as the server sends it; leave `detail` out to test the fallbacks. */
export function problem(status: number, detail?: string, errors?: unknown[]): Answer {
  return {
    status,
    body: { type: 'about:blank', title: 'Error', status, ...(detail ? { detail } : {}), errors },
  };
}

export function stubFetch(routes: Record<string, StubAnswer>) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    // Not enumerable: tests that compare whole calls with toEqual keep comparing method, path
    // and body only.
    const call = { method, path, body } as StubbedCall;
    Object.defineProperty(call, 'headers', { value: headers, enumerable: false });
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const route = routes[`${method} ${path}`];
    if (!route) throw new TypeError(`fetch failed: no stub for ${method} ${path}`);
    const answer = typeof route === 'function' ? await route({ url, body }) : route;
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json',
        ...answer.headers,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls other than the session check every page makes. */
    requests: () => calls.filter((c) => c.path !== '/api/auth/me'),
  };
}

const user = (role: 'customer' | 'vendor' | 'admin') => ({
  id: `${role}-1`,
  email: `${role}@angle.example`,
  name: role === 'vendor' ? 'Kumkumadi Naturals' : `Test ${role}`,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The AuthSession the server answers for a signed-in account of `role`. */
export function sessionFor(role: 'customer' | 'vendor' | 'admin'): AuthSessionDto {
  const u = user(role);
  return {
    user: u,
    userData:
      role === 'customer'
        ? {
            id: u.id,
            email: u.email,
            displayName: u.name,
            role: 'customer' as const,
            createdAt: u.createdAt,
          }
        : null,
    vendorData:
      role === 'vendor'
        ? {
            id: u.id,
            email: u.email,
            companyName: u.name,
            slug: 'kumkumadi-naturals',
            isVendor: true as const,
            status: 'active' as const,
            createdAt: u.createdAt,
          }
        : null,
    adminData: role === 'admin' ? { id: u.id, email: u.email, isAdmin: true as const } : null,
  };
}

/** `GET /api/auth/me` answering as `role`, or as a visitor for null. */
export function meAs(role: 'customer' | 'vendor' | 'admin' | null): Answer {
  return json(200, { session: role ? sessionFor(role) : null });
}
