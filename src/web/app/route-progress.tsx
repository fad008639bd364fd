import { useNavigationPending } from './navigation-pending';

/** A thin bar at the top of the window while the next page's code loads. It appears after a
 * short delay so fast navigations don't flash. */
export function RouteProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-rose-100 [animation:fade-in_200ms_150ms_backwards]"
    >
      <div className="h-full w-2/5 bg-rose-600 motion-safe:animate-progress" />
    </div>
  );
}
