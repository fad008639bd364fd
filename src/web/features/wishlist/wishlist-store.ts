// The wishlist hearts as this browser knows them (newest first). For visitors this is the
// wishlist itself (SPEC §2: a local toggle); for a signed-in customer it is a copy of the
// server's list that wishlist-sync.ts keeps in step, so a heart changes the moment it is tapped.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const WISHLIST_STORAGE_KEY = 'angle-wishlist-storage';

interface WishlistState {
  ids: string[];
  /** Puts `productId` at `index` (default: first, the newest), unless it is already there. */
  add: (productId: string, index?: number) => void;
  remove: (productId: string) => void;
  /** Replaces the list (the server's answer for a signed-in customer). */
  setIds: (ids: string[]) => void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      ids: [],
      add: (id, index = 0) =>
        set(({ ids }) =>
          ids.includes(id) ? {} : { ids: [...ids.slice(0, index), id, ...ids.slice(index)] },
        ),
      remove: (id) => set(({ ids }) => ({ ids: ids.filter((x) => x !== id) })),
      setIds: (ids) => set({ ids: [...new Set(ids)] }),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ids }) => ({ ids }),
      merge: (persisted, current) => {
        const ids = (persisted as { ids?: unknown } | undefined)?.ids;
        return {
          ...current,
          ids: Array.isArray(ids) ? ids.filter((x) => typeof x === 'string') : [],
        };
      },
    },
  ),
);

export const useIsWishlisted = (id: string) => useWishlistStore((s) => s.ids.includes(id));
