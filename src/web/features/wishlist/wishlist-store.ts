// The wishlist hearts (SPEC §2: a local toggle): kept in this browser for visitors.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const WISHLIST_STORAGE_KEY = 'angle-wishlist-storage';

interface WishlistState {
  ids: string[];
  toggle: (productId: string) => void;
  remove: (productId: string) => void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) =>
        set(({ ids }) => ({ ids: ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids] })),
      remove: (id) => set(({ ids }) => ({ ids: ids.filter((x) => x !== id) })),
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
