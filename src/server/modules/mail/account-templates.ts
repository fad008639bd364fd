// The account mails: welcome (customers and vendors) and the password reset link.
import { inr } from './order-templates';
import type { Brand, MailContent } from './mail-layout';
import type { MailData } from './mail-payloads';

export function welcomeMail(d: MailData<'welcome'>, brand: Brand): MailContent {
  if (d.role === 'vendor') {
    return {
      subject: `Welcome to the ${brand.storeName} Vendor Portal`,
      preheader: 'Add your products and start selling.',
      heading: `Welcome, ${d.name}`,
      blocks: [
        {
          kind: 'text',
          text: `Your shop on ${brand.storeName} is ready. Add your products, publish them, and we will send you a mail for every new order.`,
        },
        {
          kind: 'button',
          label: 'Open the Vendor Portal',
          url: `${brand.publicUrl}/vendor/dashboard`,
        },
      ],
    };
  }
  return {
    subject: `Welcome to ${brand.storeName}`,
    preheader: 'Premium, ethically sourced, cruelty-free beauty.',
    heading: `Welcome, ${d.name}`,
    blocks: [
      {
        kind: 'text',
        text: [
          `Thank you for joining ${brand.storeName}.`,
          d.firstPurchaseDiscountPct > 0
            ? `Your first order is ${d.firstPurchaseDiscountPct}% off,`
            : 'Your first order is on its way when you are,',
          `and delivery is free from ${inr(d.freeShippingThresholdPaise)}.`,
        ].join(' '),
      },
      { kind: 'button', label: 'Start shopping', url: `${brand.publicUrl}/products` },
    ],
  };
}

export function passwordResetMail(d: MailData<'password-reset'>, brand: Brand): MailContent {
  return {
    subject: `Reset your ${brand.storeName} password`,
    preheader: 'The link works for one hour.',
    heading: `Hello ${d.name}`,
    blocks: [
      {
        kind: 'text',
        text: `Someone (hopefully you) asked to reset the password of your ${brand.storeName} account. Choose a new password within the next hour.`,
      },
      { kind: 'button', label: 'Choose a new password', url: d.resetUrl },
      { kind: 'note', text: 'If it was not you, ignore this mail: your password stays as it is.' },
    ],
  };
}
