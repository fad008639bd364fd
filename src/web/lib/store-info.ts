// The store's public contact details. Constants for now; the store settings (DESIGN §4, key
// `store`) will supply them once the settings API exists.
export const STORE_NAME = 'Angle';
export const STORE_TAGLINE = 'Premium Beauty & Cosmetics';

export const STORE_CONTACT = {
  address: '5th Floor, Aurora Towers, MG Road, Camp, Pune, Maharashtra 411001',
  phone: '+91 20 4567 8900',
  email: 'care@angle.example',
} as const;

/** `tel:` links need the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
