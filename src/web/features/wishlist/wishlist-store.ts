// The wishlist hearts as this browser knows them (newest first). For visitors this is the
// wishlist itself (SPEC §2: a local toggle); for a signed-in customer it is a copy of the
// server's list that wishlist-sync.ts keeps in step, so a heart changes the moment it is tapped.
// `owner` says which: the customer whose list this copies, or null for a visitor's own list.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const WISHLIST_STORAGE_KEY = 'angle-wishlist-storage';

interface WishlistState {
  ids: string[];
  owner: string | null;
  /** Puts `productId` at `index` (default: first, the newest), unless it is already there. */
  add: (productId: string, index?: number) => void;
  remove: (productId: string) => void;
  /** Replaces the list (the server's answer for a signed-in customer). */
  setIds: (ids: string[]) => void;
  setOwner: (owner: string | null) => void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      ids: [],
      owner: null,
      add: (id, index = 0) =>
        set(({ ids }) =>
          ids.includes(id) ? {} : { ids: [...ids.slice(0, index), id, ...ids.slice(index)] },
        ),
      remove: (id) => set(({ ids }) => ({ ids: ids.filter((x) => x !== id) })),
      setIds: (ids) => set({ ids: [...new Set(ids)] }),
      setOwner: (owner) => set({ owner }),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ids, owner }) => ({ ids, owner }),
      merge: (persisted, current) => {
        const { ids, owner } = (persisted ?? {}) as { ids?: unknown; owner?: unknown };
        return {
          ...current,
          ids: Array.isArray(ids) ? ids.filter((x) => typeof x === 'string') : [],
          owner: typeof owner === 'string' ? owner : null,
        };
      },
    },
  ),
);

export const useIsWishlisted = (id: string) => useWishlistStore((s) => s.ids.includes(id));
