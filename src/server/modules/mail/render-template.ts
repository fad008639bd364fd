// Picks an outbox row's template and renders it with the store's branding.
import type { DbOrTx } from '../../db/client';
import { readSettings } from '../settings/store-settings';
import { passwordResetMail, welcomeMail } from './account-templates';
import { renderMail, type Brand, type MailContent, type RenderedMail } from './mail-layout';
import { MAIL_DATA_SCHEMAS, type MailData, type MailTemplate } from './mail-payloads';
import {
  deliveryFailedMail,
  groupStatusMail,
  orderCancelledMail,
  orderPlacedMail,
  vendorNewOrderMail,
} from './order-templates';
import { returnStatusMail } from './return-templates';
import { backInStockMail, stockAlertConfirmMail } from './stock-alert-templates';

const TEMPLATES: { [T in MailTemplate]: (data: MailData<T>, brand: Brand) => MailContent } = {
  'delivery-failed': deliveryFailedMail,
  'back-in-stock': backInStockMail,
  'stock-alert-confirm': stockAlertConfirmMail,
  'order-placed': orderPlacedMail,
  'vendor-new-order': vendorNewOrderMail,
  'order-status': groupStatusMail,
  'order-cancelled': orderCancelledMail,
  'return-status': returnStatusMail,
  welcome: welcomeMail,
  'password-reset': passwordResetMail,
};

export async function loadBrand(db: DbOrTx, publicUrl: string): Promise<Brand> {
  const { store } = await readSettings(db);
  return {
    storeName: store.storeName,
    supportEmail: store.supportEmail,
    supportPhone: store.supportPhone,
    address: store.address,
    publicUrl,
  };
}

export class UnreadableMailError extends Error {
  override name = 'UnreadableMailError';
}

/** Renders a stored payload; one that does not parse throws UnreadableMailError. */
export function renderPayload(payload: unknown, brand: Brand): RenderedMail & { to: string } {
  const head = payload as { to?: unknown; template?: unknown; data?: unknown } | null;
  const template = head?.template;
  if (
    typeof head?.to !== 'string' ||
    typeof template !== 'string' ||
    !Object.hasOwn(TEMPLATES, template)
  ) {
    throw new UnreadableMailError('The outbox row names no known template and recipient.');
  }
  const name = template as MailTemplate;
  const data = MAIL_DATA_SCHEMAS[name].safeParse(head.data);
  if (!data.success) throw new UnreadableMailError(`The ${name} mail's data does not parse.`);
  const render = TEMPLATES[name] as (d: unknown, b: Brand) => MailContent;
  return { to: head.to, ...renderMail(render(data.data, brand), brand) };
}
