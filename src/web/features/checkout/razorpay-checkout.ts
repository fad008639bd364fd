// Razorpay Checkout in the browser: its script is loaded from the configured URL (the CSP allows
// that origin only) the first time a customer pays, then `new Razorpay(options).open()`.
import type { ConfirmRazorpay, RazorpayCheckout } from '../../../domain/schemas/payment';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: ConfirmRazorpay) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

const loading = new Map<string, Promise<void>>();

export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('The payment window could not be loaded. Check your connection.'));
      };
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}

/** Opens Checkout; resolves with its signed answer, or null when the customer closes it. */
export async function openCheckout(start: RazorpayCheckout): Promise<ConfirmRazorpay | null> {
  await loadCheckoutScript(start.checkoutUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded.');
  return new Promise((resolve) => {
    new Razorpay({
      key: start.keyId,
      amount: start.amountPaise,
      currency: start.currency,
      name: start.storeName,
      description: start.description,
      order_id: start.razorpayOrderId,
      prefill: start.prefill,
      theme: { color: '#81384f' },
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
