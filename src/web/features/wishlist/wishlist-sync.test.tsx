import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch, type StubAnswer } from '../../test/fetch-stub';
import { useAuthStore } from '../auth/auth-store';
import { useWishlistStore } from './wishlist-store';
import {
  addToWishlist,
  forgetWishlistSync,
  refreshWishlist,
  removeFromWishlist,
  resetWishlistSyncForTests,
  syncWishlist,
  toggleWishlist,
} from './wishlist-sync';

const CUSTOMER = sessionFor('customer').user.id;
const WISHLIST = '/api/store/wishlist';
const MERGE = `${WISHLIST}/merge`;
const item = (id: string) => `${WISHLIST}/${id}`;

const localIds = () => useWishlistStore.getState().ids;
const setLocal = (ids: string[]) => useWishlistStore.getState().setIds(ids);
const signIn = (role: 'customer' | 'vendor' = 'customer') =>
  useAuthStore.getState().setSession(sessionFor(role));

/** A server that keeps a list and answers merges the way the API does. */
function fakeServer(initial: string[] = [], overrides: Record<string, StubAnswer> = {}) {
  const state = { ids: [...initial] };
  const api = stubFetch({
    [`GET ${WISHLIST}`]: () => json(200, { productIds: state.ids }),
    [`POST ${MERGE}`]: ({ body }) => {
      const sent = (body as { productIds: string[] }).productIds;
      const fresh = sent.filter((id) => !state.ids.includes(id) && id !== 'prod-gone');
      state.ids = [...fresh, ...state.ids];
      const skipped = sent
        .filter((id) => id === 'prod-gone')
        .map((productId) => ({ productId, reason: 'unavailable' }));
      return json(200, { productIds: state.ids, skipped });
    },
    ...Object.fromEntries(
      ['prod-001', 'prod-002', 'prod-003'].flatMap((id) => [
        [
          `PUT ${item(id)}`,
          () => {
            if (!state.ids.includes(id)) state.ids = [id, ...state.ids];
            return json(201, { productIds: state.ids });
          },
        ],
        [
          `DELETE ${item(id)}`,
          () => {
            state.ids = state.ids.filter((x) => x !== id);
            return json(204);
          },
        ],
      ]),
    ),
    ...overrides,
  });
  return { state, api, writes: () => api.requests().map((c) => `${c.method} ${c.path}`) };
}

describe('a visitor', () => {
  it('keeps hearts in this browser only, newest first', async () => {
    const { api } = fakeServer();
    await toggleWishlist('prod-001');
    await toggleWishlist('prod-002');
    expect(localIds()).toEqual(['prod-002', 'prod-001']);
    await toggleWishlist('prod-001');
    expect(localIds()).toEqual(['prod-002']);
    expect(api.calls).toEqual([]);
  });

  it('is what a vendor browsing the store gets too', async () => {
    signIn('vendor');
    const { api } = fakeServer();
    await toggleWishlist('prod-003');
    expect(localIds()).toEqual(['prod-003']);
    expect(api.calls).toEqual([]);
  });
});

describe('signing in', () => {
  it("merges the local hearts into the customer's list once, then shows the server's list", async () => {
    setLocal(['prod-002', 'prod-001', 'prod-gone']);
    const { api } = fakeServer(['prod-003', 'prod-001']);
    signIn();
    expect(await syncWishlist(CUSTOMER)).toBe(true);
    expect(await syncWishlist(CUSTOMER)).toBe(true);
    const merges = api.requests().filter((c) => c.path === MERGE);
    expect(merges).toEqual([
      { method: 'POST', path: MERGE, body: { productIds: ['prod-002', 'prod-001', 'prod-gone'] } },
    ]);
    expect(localIds()).toEqual(['prod-002', 'prod-003', 'prod-001']);
  });

  it('sends a long local list in batches of 100, oldest batch first, and leaves out junk ids', async () => {
    const many = Array.from({ length: 150 }, (_, i) => `prod-${String(i).padStart(3, '0')}`);
    setLocal([...many, 'not a product id']);
    const { api } = fakeServer();
    signIn();
    await syncWishlist(CUSTOMER);
    const sent = api.requests().map((c) => (c.body as { productIds: string[] }).productIds);
    expect(sent).toEqual([many.slice(100), many.slice(0, 100)]);
    expect(localIds()).toEqual(many);
  });

  it('leaves the local list alone when the merge fails, and merges again next time', async () => {
    setLocal(['prod-001']);
    let fail = true;
    const { api } = fakeServer([], {
      [`POST ${MERGE}`]: () =>
        fail ? problem(503, 'Down') : json(200, { productIds: ['prod-001'], skipped: [] }),
    });
    signIn();
    expect(await syncWishlist(CUSTOMER)).toBe(false);
    expect(localIds()).toEqual(['prod-001']);
    // The wishlist page tries again, and does not let the server's list replace unmerged hearts.
    await expect(refreshWishlist(CUSTOMER)).rejects.toThrow(
      'We could not load the wishlist saved with your account.',
    );
    expect(api.requests().filter((c) => c.method === 'GET')).toEqual([]);
    expect(localIds()).toEqual(['prod-001']);
    fail = false;
    expect(await syncWishlist(CUSTOMER)).toBe(true);
    expect(api.requests().filter((c) => c.path === MERGE)).toHaveLength(3);
  });

  it("reads, not merges, a local copy that is already the customer's, so removals elsewhere stick", async () => {
    const server = fakeServer(['prod-001', 'prod-002']);
    signIn();
    await syncWishlist(CUSTOMER);
    expect(useWishlistStore.getState().account).toBe(true);
    // The browser is told the copy is an account's, never whose.
    expect(JSON.stringify({ ...localStorage })).not.toContain(CUSTOMER);
    // A reload of this page, after prod-002 was removed on another device.
    resetWishlistSyncForTests();
    server.state.ids = ['prod-001'];
    await syncWishlist(CUSTOMER);
    expect(localIds()).toEqual(['prod-001']);
    expect(server.writes()).toEqual([`POST ${MERGE}`, `GET ${WISHLIST}`]);
  });

  it('replaces, never merges, an account’s copy left in the browser (another customer’s, say)', async () => {
    const server = fakeServer(['prod-003']);
    useWishlistStore.setState({ ids: ['prod-009'], account: true });
    signIn();
    await syncWishlist(CUSTOMER);
    expect(server.writes()).toEqual([`GET ${WISHLIST}`]);
    expect(localIds()).toEqual(['prod-003']);
  });

  it('turns the account id older builds stored into the mark, and writes it away', async () => {
    localStorage.setItem(
      'angle-wishlist-storage',
      JSON.stringify({ state: { ids: ['prod-001'], owner: CUSTOMER }, version: 0 }),
    );
    await useWishlistStore.persist.rehydrate();
    expect(useWishlistStore.getState().account).toBe(true);
    expect(localStorage.getItem('angle-wishlist-storage')).not.toContain(CUSTOMER);
  });

  it('clears the customer’s list from the browser at sign-out, like the cart, and brings it back at the next sign-in', async () => {
    const { api } = fakeServer(['prod-003']);
    signIn();
    await syncWishlist(CUSTOMER);
    useAuthStore.getState().signOut();
    forgetWishlistSync();
    expect(localIds()).toEqual([]);
    expect(useWishlistStore.getState().account).toBe(false);
    // The next visitor's heart stays local, and is merged at their sign-in.
    await toggleWishlist('prod-001');
    expect(api.requests().filter((c) => c.method !== 'POST')).toEqual([]);
    signIn();
    await syncWishlist(CUSTOMER);
    expect(api.requests().filter((c) => c.path === MERGE)).toHaveLength(2);
    expect(localIds()).toEqual(['prod-001', 'prod-003']);
  });

  it('keeps a visitor’s list when the session check finds nobody signed in', () => {
    useWishlistStore.getState().setIds(['prod-004']);
    forgetWishlistSync();
    expect(localIds()).toEqual(['prod-004']);
  });
});

describe("a signed-in customer's hearts", () => {
  it('change at once and then on the server, in the order they were tapped', async () => {
    const server = fakeServer();
    signIn();
    await syncWishlist(CUSTOMER);
    const first = toggleWishlist('prod-001');
    expect(localIds()).toEqual(['prod-001']);
    const second = toggleWishlist('prod-001');
    const third = toggleWishlist('prod-001');
    expect(localIds()).toEqual(['prod-001']);
    await Promise.all([first, second, third]);
    expect(server.writes().slice(1)).toEqual([
      `PUT ${item('prod-001')}`,
      `DELETE ${item('prod-001')}`,
      `PUT ${item('prod-001')}`,
    ]);
    expect(server.state.ids).toEqual(['prod-001']);
  });

  it('roll back with a toast when the server refuses', async () => {
    render(<Toaster />);
    const server = fakeServer(['prod-003', 'prod-002'], {
      [`PUT ${item('prod-001')}`]: problem(404, 'The product was not found.'),
      [`DELETE ${item('prod-003')}`]: problem(500, 'Something went wrong on our side.'),
    });
    signIn();
    await syncWishlist(CUSTOMER);
    const adding = addToWishlist('prod-001');
    expect(localIds()).toEqual(['prod-001', 'prod-003', 'prod-002']);
    await adding;
    expect(localIds()).toEqual(['prod-003', 'prod-002']);
    expect(await screen.findByText('The product was not found.')).toBeInTheDocument();

    await removeFromWishlist('prod-003');
    // The heart comes back where it was.
    expect(localIds()).toEqual(['prod-003', 'prod-002']);
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(server.state.ids).toEqual(['prod-003', 'prod-002']);
  });

  it('wait for the merge, and a list that arrives meanwhile keeps the newer taps', async () => {
    setLocal(['prod-002']);
    let answerMerge: () => void = () => {};
    const server = fakeServer(['prod-003'], {
      [`POST ${MERGE}`]: () =>
        new Promise((resolve) => {
          answerMerge = () =>
            resolve(json(200, { productIds: ['prod-002', 'prod-003'], skipped: [] }));
        }),
    });
    signIn();
    const merging = syncWishlist(CUSTOMER);
    const tap = toggleWishlist('prod-001');
    const untap = toggleWishlist('prod-002');
    expect(localIds()).toEqual(['prod-001']);
    await waitFor(() => expect(server.api.requests()).toHaveLength(1));
    answerMerge();
    await merging;
    // The merged list shows with the taps still on their way applied on top.
    expect(localIds()).toEqual(['prod-001', 'prod-003']);
    await Promise.all([tap, untap]);
    expect(server.writes()).toEqual([
      `POST ${MERGE}`,
      `PUT ${item('prod-001')}`,
      `DELETE ${item('prod-002')}`,
    ]);
    expect(localIds()).toEqual(['prod-001', 'prod-003']);
  });

  it('stay as tapped when the session has ended, and the browser counts as signed out', async () => {
    fakeServer([], { [`PUT ${item('prod-002')}`]: problem(401, 'Please sign in.') });
    signIn();
    await syncWishlist(CUSTOMER);
    await toggleWishlist('prod-002');
    expect(localIds()).toEqual(['prod-002']);
    expect(useAuthStore.getState().userData).toBeNull();
  });

  it('are read again from the server for the wishlist page', async () => {
    const server = fakeServer(['prod-001']);
    signIn();
    await syncWishlist(CUSTOMER);
    server.state.ids = ['prod-002', 'prod-001'];
    await expect(refreshWishlist(CUSTOMER)).resolves.toEqual(['prod-002', 'prod-001']);
    expect(localIds()).toEqual(['prod-002', 'prod-001']);
  });
});
