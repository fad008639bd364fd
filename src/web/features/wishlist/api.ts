// A signed-in customer's wishlist on the server (/api/store/wishlist). Components do not call
// these directly: wishlist-sync.ts orders the calls and keeps the local copy in step.
import type { Wishlist, WishlistMergeResult } from '../../../domain/schemas/wishlist';
import { sessionApi as api } from '../auth/session';

const itemPath = (productId: string) => `/api/store/wishlist/${encodeURIComponent(productId)}`;

export const wishlistKeys = {
  all: ['wishlist'] as const,
  forUser: (userId: string) => ['wishlist', userId] as const,
};

export const fetchWishlist = () => api<Wishlist>('/api/store/wishlist');

export const putWishlistItem = (productId: string) =>
  api<Wishlist>(itemPath(productId), { method: 'PUT' });

export const deleteWishlistItem = (productId: string) =>
  api<void>(itemPath(productId), { method: 'DELETE' });

export const mergeWishlist = (productIds: string[]) =>
  api<WishlistMergeResult>('/api/store/wishlist/merge', {
    method: 'POST',
    body: { productIds },
  });
