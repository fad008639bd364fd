import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { BOTTOM_BAR_OFFSET, useBottomBarShown } from '../../lib/use-bottom-bar-space';
import { usePhoneScreen } from '../../lib/use-phone-screen';

/** sonner's outlet in Angle's palette; toast.tsx loads it with the first toast. */
export default function SonnerOutlet({ onReady }: { onReady: () => void }) {
  // Children's effects run first: sonner listens before the waiting toasts are sent.
  useEffect(onReady, [onReady]);
  // On phones toasts rise from the bottom, where the thumb is, never over the header's cart
  // badge they talk about (issue #25); above 640 px they keep the top centre. A phone turned
  // sideways follows.
  // Above a sticky bar (Add to Cart, Proceed to Checkout, Place Order) rather than over it (#37).
  const phone = usePhoneScreen();
  const bar = useBottomBarShown();
  return (
    <SonnerToaster
      position={phone ? 'bottom-center' : 'top-center'}
      mobileOffset={bar ? { bottom: BOTTOM_BAR_OFFSET } : undefined}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-xl! border! border-sand-200! bg-white! font-sans! text-ink! shadow-lift!',
          description: 'text-sand-600!',
          success: '[&_[data-icon]]:text-success!',
          error: '[&_[data-icon]]:text-danger!',
          actionButton: 'bg-rose-700! text-white!',
        },
      }}
    />
  );
}
