// Issue #37: the back-in-stock mail and the visitor's confirmation of a "Notify me".
import { shadeSlug } from '../../../domain/shades';
import type { Brand, MailContent } from './mail-layout';
import type { MailData } from './mail-payloads';

const named = (productName: string, shade: string) =>
  shade ? `${productName} in ${shade}` : productName;

export function backInStockMail(d: MailData<'back-in-stock'>, brand: Brand): MailContent {
  const what = named(d.productName, d.shade);
  const query = d.shade ? `?shade=${encodeURIComponent(shadeSlug(d.shade))}` : '';
  return {
    subject: `Back in stock: ${what}`,
    preheader: 'The shade you asked about is back.',
    heading: 'It is back in stock',
    blocks: [
      {
        kind: 'text',
        text: `${what} is back in stock at ${brand.storeName}. Popular shades sell out again quickly.`,
      },
      {
        kind: 'button',
        label: 'Shop it now',
        url: `${brand.publicUrl}/products/${encodeURIComponent(d.productId)}${query}`,
      },
      {
        kind: 'note',
        text: 'You asked us to tell you once; this is that one mail. Ask again on the product page for the next time.',
      },
    ],
  };
}

export function stockAlertConfirmMail(
  d: MailData<'stock-alert-confirm'>,
  brand: Brand,
): MailContent {
  const what = named(d.productName, d.shade);
  return {
    subject: `Confirm: tell me when ${what} is back`,
    preheader: 'One click, and we mail you once when it is back.',
    heading: 'Confirm your alert',
    blocks: [
      {
        kind: 'text',
        text: `Someone (hopefully you) asked ${brand.storeName} to mail this address once when ${what} is back in stock.`,
      },
      { kind: 'button', label: 'Yes, tell me', url: `${brand.publicUrl}${d.confirmPath}` },
      { kind: 'note', text: 'If it was not you, ignore this mail: nothing will be sent.' },
    ],
  };
}
