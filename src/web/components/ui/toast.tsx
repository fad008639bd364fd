import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** The app's one toast outlet, styled in Angle's palette. Mounted once in main.tsx. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
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
