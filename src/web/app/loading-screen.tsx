import { Spinner } from '../components/ui/spinner';

interface LoadingScreenProps {
  /** The whole screen (first load) or a block inside a shell (a page still loading). Both are
   * a screen tall, so the shell's footer stays below the fold until the page arrives instead of
   * being pushed down by it (a layout shift). */
  fullPage?: boolean;
}

/** SPEC §2: the loading screen says 'Loading...'. Used as the router's HydrateFallback and as
 * the Suspense fallback inside the shells. */
export function LoadingScreen({ fullPage = true }: LoadingScreenProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-3 text-sand-600 ${
        fullPage ? 'min-h-dvh bg-cream' : 'min-h-dvh'
      }`}
    >
      <Spinner className="size-7 text-rose-600" />
      <p className="text-sm font-medium tracking-wide">Loading...</p>
    </div>
  );
}

export function PageLoader() {
  return <LoadingScreen fullPage={false} />;
}
