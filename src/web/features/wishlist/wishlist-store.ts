// The wishlist hearts as this browser knows them (newest first). For visitors this is the
// wishlist itself (SPEC §2: a local toggle); for a signed-in customer it is a copy of the
// server's list that wishlist-sync.ts keeps in step, so a heart changes the moment it is tapped.
// `account` says which: true for a copy of some account's list, false for a visitor's own list.
// It never says whose (issue #16): nothing in the browser names the signed-in account.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const WISHLIST_STORAGE_KEY = 'angle-wishlist-storage';

interface WishlistState {
  ids: string[];
  /** A copy of an account's list (never merged into an account), not a visitor's own. */
  account: boolean;
  /** Puts `productId` at `index` (default: first, the newest), unless it is already there. */
  add: (productId: string, index?: number) => void;
  remove: (productId: string) => void;
  /** Replaces the list (the server's answer for a signed-in customer). */
  setIds: (ids: string[]) => void;
  setAccount: (account: boolean) => void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      ids: [],
      account: false,
      add: (id, index = 0) =>
        set(({ ids }) =>
          ids.includes(id) ? {} : { ids: [...ids.slice(0, index), id, ...ids.slice(index)] },
        ),
      remove: (id) => set(({ ids }) => ({ ids: ids.filter((x) => x !== id) })),
      setIds: (ids) => set({ ids: [...new Set(ids)] }),
      setAccount: (account) => set({ account }),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ids, account }) => ({ ids, account }),
      // Version 0 kept the account's id as `owner`: it becomes the mark and is written away.
      version: 1,
      migrate: (persisted) => {
        const { ids, owner, account } = (persisted ?? {}) as Record<string, unknown>;
        return { ids, account: account === true || typeof owner === 'string' };
      },
      merge: (persisted, current) => {
        const { ids, account } = (persisted ?? {}) as { ids?: unknown; account?: unknown };
        return {
          ...current,
          ids: Array.isArray(ids) ? ids.filter((x) => typeof x === 'string') : [],
          account: account === true,
        };
      },
    },
  ),
);

export const useIsWishlisted = (id: string) => useWishlistStore((s) => s.ids.includes(id));
