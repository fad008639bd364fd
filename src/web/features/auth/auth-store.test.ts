import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, authDataFor, useAuthStore, type AuthSession } from './auth-store';

const user = { id: 'u1', email: 'asha@example.com', name: 'Asha', role: null };
const userData = {
  id: 'u1',
  email: 'asha@example.com',
  displayName: 'Asha',
  role: 'customer' as const,
};
const vendorData = {
  id: 'u1',
  email: 'asha@example.com',
  companyName: 'Rosé Atelier',
  isVendor: true as const,
};
const adminData = { id: 'u1', email: 'asha@example.com', isAdmin: true as const };

const auth = () => useAuthStore.getState();
const flags = () => {
  const { isAuthenticated, isVendorAuthenticated, isAdminAuthenticated } = auth();
  return { isAuthenticated, isVendorAuthenticated, isAdminAuthenticated };
};

describe('auth store', () => {
  beforeEach(() => auth().signOut());

  it('starts signed out and not loading', () => {
    expect(auth()).toMatchObject({
      currentUser: null,
      userData: null,
      vendorData: null,
      adminData: null,
      isAuthenticated: false,
      isVendorAuthenticated: false,
      isAdminAuthenticated: false,
      isLoading: false,
      error: null,
    });
  });

  it('records a customer session', () => {
    auth().setSession({ user, userData });
    expect(flags()).toEqual({
      isAuthenticated: true,
      isVendorAuthenticated: false,
      isAdminAuthenticated: false,
    });
    expect(auth()).toMatchObject({ currentUser: user, userData });
  });

  it('admin wins over vendor and customer', () => {
    auth().setSession({ user, userData, vendorData, adminData });
    expect(flags()).toEqual({
      isAuthenticated: false,
      isVendorAuthenticated: false,
      isAdminAuthenticated: true,
    });
    expect(auth()).toMatchObject({ adminData, vendorData: null, userData: null });
  });

  it('vendor wins over customer', () => {
    auth().setSession({ user, userData, vendorData });
    expect(flags()).toEqual({
      isAuthenticated: false,
      isVendorAuthenticated: true,
      isAdminAuthenticated: false,
    });
    expect(auth().vendorData).toEqual(vendorData);
  });

  it('an identity with no profile is signed in with no role', () => {
    const data = authDataFor({ user } satisfies AuthSession);
    expect(data).toMatchObject({ currentUser: user, userData: null, isAuthenticated: true });
    expect(data.isVendorAuthenticated || data.isAdminAuthenticated).toBe(false);
  });

  it('no session means signed out', () => {
    auth().setSession({ user, userData });
    auth().setSession(null);
    expect(flags()).toEqual({
      isAuthenticated: false,
      isVendorAuthenticated: false,
      isAdminAuthenticated: false,
    });
    expect(auth().currentUser).toBeNull();
  });

  it('a failure clears every flag, ends loading and keeps the message', () => {
    auth().setSession({ user, vendorData });
    auth().setLoading(true);
    auth().authFailed('Access denied. Not a registered vendor.');
    expect(flags()).toEqual({
      isAuthenticated: false,
      isVendorAuthenticated: false,
      isAdminAuthenticated: false,
    });
    expect(auth()).toMatchObject({
      isLoading: false,
      error: 'Access denied. Not a registered vendor.',
    });
    auth().clearError();
    expect(auth().error).toBeNull();
  });

  it(`persists only the three flags under "${AUTH_STORAGE_KEY}"`, () => {
    auth().setSession({ user, userData });
    auth().setLoading(true);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      state: { isAuthenticated: true, isVendorAuthenticated: false, isAdminAuthenticated: false },
      version: 0,
    });
  });

  it('rehydrates the flags only, ignoring anything else found in storage', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        state: { isVendorAuthenticated: true, currentUser: user, isAdminAuthenticated: 'yes' },
        version: 0,
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(flags()).toEqual({
      isAuthenticated: false,
      isVendorAuthenticated: true,
      isAdminAuthenticated: false,
    });
    expect(auth().currentUser).toBeNull();
  });

  it('signOut forgets the identity', () => {
    auth().setSession({ user, adminData });
    auth().signOut();
    expect(auth()).toMatchObject({
      currentUser: null,
      adminData: null,
      isAdminAuthenticated: false,
    });
  });
});
