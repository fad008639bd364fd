// Who is signed in (SPEC §3 "Auth state", §4). Only the three flags survive a reload (key
// `angle-auth-storage`): they let the right header links show at once, while the session
// itself lives in an HttpOnly cookie the server checks on every request.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const AUTH_STORAGE_KEY = 'angle-auth-storage';

export type Role = 'customer' | 'vendor' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
}

export interface CustomerData {
  id: string;
  email: string;
  displayName: string;
  role: 'customer';
  createdAt?: string;
}

export interface VendorData {
  id: string;
  email: string;
  companyName: string;
  isVendor: true;
  createdAt?: string;
}

export interface AdminData {
  id: string;
  email: string;
  isAdmin: true;
}

/** What the server says about the signed-in identity: the user plus whichever profiles exist. */
export interface AuthSession {
  user: CurrentUser;
  userData?: CustomerData | null;
  vendorData?: VendorData | null;
  adminData?: AdminData | null;
}

export interface AuthFlags {
  isAuthenticated: boolean;
  isVendorAuthenticated: boolean;
  isAdminAuthenticated: boolean;
}

export interface AuthData extends AuthFlags {
  currentUser: CurrentUser | null;
  userData: CustomerData | null;
  vendorData: VendorData | null;
  adminData: AdminData | null;
  isLoading: boolean;
  error: string | null;
}

export interface AuthState extends AuthData {
  /** Records a session (or none). Admin wins over vendor, vendor over customer. */
  setSession: (session: AuthSession | null) => void;
  setLoading: (isLoading: boolean) => void;
  /** A failed sign-in or registration: every flag false, loading over, the message kept. */
  authFailed: (message: string) => void;
  clearError: () => void;
  /** Forgets the identity locally (the sign-out call itself belongs to the auth API). */
  signOut: () => void;
}

const SIGNED_OUT: AuthData = {
  currentUser: null,
  userData: null,
  vendorData: null,
  adminData: null,
  isAuthenticated: false,
  isVendorAuthenticated: false,
  isAdminAuthenticated: false,
  isLoading: false,
  error: null,
};

/** SPEC §4: admin, then vendor, then customer; an identity with no profile is signed in with
 * no role (it counts as a signed-in shopper without customer data). */
export function authDataFor(session: AuthSession | null): AuthData {
  if (!session) return SIGNED_OUT;
  const base = { ...SIGNED_OUT, currentUser: session.user };
  if (session.adminData) {
    return { ...base, adminData: session.adminData, isAdminAuthenticated: true };
  }
  if (session.vendorData) {
    return { ...base, vendorData: session.vendorData, isVendorAuthenticated: true };
  }
  return { ...base, userData: session.userData ?? null, isAuthenticated: true };
}

function readPersistedFlags(persisted: unknown): AuthFlags {
  const p = (persisted ?? {}) as Partial<Record<keyof AuthFlags, unknown>>;
  return {
    isAuthenticated: p.isAuthenticated === true,
    isVendorAuthenticated: p.isVendorAuthenticated === true,
    isAdminAuthenticated: p.isAdminAuthenticated === true,
  };
}

const authStore = create<AuthState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      setSession: (session) => set(authDataFor(session)),
      setLoading: (isLoading) => set({ isLoading }),
      authFailed: (message) => set({ ...SIGNED_OUT, error: message }),
      clearError: () => set({ error: null }),
      signOut: () => set(SIGNED_OUT),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isAuthenticated, isVendorAuthenticated, isAdminAuthenticated }) => ({
        isAuthenticated,
        isVendorAuthenticated,
        isAdminAuthenticated,
      }),
      merge: (persisted, current) => ({ ...current, ...readPersistedFlags(persisted) }),
    },
  ),
);

/** Who the server rendered the page for (issue #36): a signed-in customer's page is rendered
 * with their header, and hydration must start from the same state, whatever the browser's store
 * holds by then. Signed out unless entry-server.tsx or start.tsx (AppTree) says otherwise. */
const RenderedFor = createContext<AuthData>(SIGNED_OUT);
export const RenderedForProvider = RenderedFor.Provider;

function useAuth<T>(selector: (state: AuthState) => T = (state) => state as T): T {
  const renderedFor = useContext(RenderedFor);
  const rendered = useMemo(
    () => ({ ...authStore.getInitialState(), ...renderedFor }),
    [renderedFor],
  );
  return useSyncExternalStore(
    authStore.subscribe,
    () => selector(authStore.getState()),
    // On the server and while hydrating: the state the server rendered.
    () => selector(rendered),
  );
}

/** The auth store (zustand, persisted): `useAuthStore(selector)` in components, and the store's
 * `getState`, `setState` and `persist` elsewhere, as zustand's own hook has them. */
export const useAuthStore: typeof authStore = Object.assign(useAuth, authStore);

/** Signing in or out in one tab updates the header in the others. */
export function syncAuthAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
