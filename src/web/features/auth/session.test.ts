import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { AuthSessionDto } from '../../../domain/schemas/auth';
import { recordSession, resetSessionCallsForTests, sessionApi, signOut } from './session';

/** A server whose answers the test releases one by one; it records the order requests arrive. */
function fakeServer(logoutStatus = 204) {
  const arrived: string[] = [];
  const waiting = new Map<string, () => void>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    arrived.push(key);
    if (key === 'POST /api/auth/logout') return new Response(null, { status: logoutStatus });
    await new Promise<void>((resolve) => waiting.set(key, resolve));
    return Response.json({ ok: key });
  });
  return { arrived, answer: (key: string) => waiting.get(key)?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  resetSessionCallsForTests();
});

describe('sign-out and the session’s calls', () => {
  it('waits for a call in flight, then holds a new one and never sends it once signed out', async () => {
    const server = fakeServer();
    const cart = sessionApi('/api/store/cart');
    const leaving = signOut();
    await settle();
    // The cart read went out with the session: the sign-out waits for its answer.
    expect(server.arrived).toEqual(['GET /api/store/cart']);
    const wishlist = sessionApi('/api/store/wishlist').catch((e: unknown) => e);
    server.answer('GET /api/store/cart');
    await expect(cart).resolves.toEqual({ ok: 'GET /api/store/cart' });
    await leaving;
    const refused = await wishlist;
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect(server.arrived).toEqual(['GET /api/store/cart', 'POST /api/auth/logout']);
  });

  it('sends the held call when the sign-out fails: the session is still there', async () => {
    const server = fakeServer(500);
    const leaving = signOut().catch((e: unknown) => e);
    const cart = sessionApi('/api/store/cart');
    expect(await leaving).toBeInstanceOf(ApiError);
    await settle();
    expect(server.arrived).toEqual(['POST /api/auth/logout', 'GET /api/store/cart']);
    server.answer('GET /api/store/cart');
    await expect(cart).resolves.toEqual({ ok: 'GET /api/store/cart' });
  });

  it('sends nothing after a finished sign-out until a new session is recorded', async () => {
    const server = fakeServer();
    await signOut();
    await settle();
    // The page is still drawn as signed in for a moment (use-sign-out.ts navigates first): a
    // read it asks for then is refused here, never sent to end in the server's 401.
    const early = await sessionApi('/api/store/cart').catch((e: unknown) => e);
    expect((early as ApiError).status).toBe(401);
    expect(server.arrived).toEqual(['POST /api/auth/logout']);

    // Signed in again: the session's calls go out.
    const queryClient = new QueryClient();
    recordSession(queryClient, { user: { id: 'u1' } } as AuthSessionDto);
    const cart = sessionApi('/api/store/cart');
    await settle();
    expect(server.arrived).toEqual(['POST /api/auth/logout', 'GET /api/store/cart']);
    server.answer('GET /api/store/cart');
    await expect(cart).resolves.toEqual({ ok: 'GET /api/store/cart' });
  });
});
