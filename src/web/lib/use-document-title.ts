import { useEffect } from 'react';
import { STORE_NAME, STORE_TAGLINE } from './store-info';

export const DEFAULT_TITLE = `${STORE_NAME} — ${STORE_TAGLINE}`;

/** Sets the tab title: "My Orders — Angle", or the store's default title when `title` is empty. */
export function useDocumentTitle(title?: string, brand: string = STORE_NAME): void {
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : DEFAULT_TITLE;
  }, [title, brand]);
}
