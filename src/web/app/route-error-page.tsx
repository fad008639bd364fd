import { RotateCw } from '../components/ui/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { MAIN_CONTENT_ID } from './skip-link';

/** Last line of defence for anything a page throws, including a page's code failing to
 * download after a new release: reloading fetches the new build. */
export function RouteErrorPage() {
  const title = 'Something went wrong';
  useDocumentTitle(title);
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="container-page flex min-h-dvh flex-col items-center justify-center py-16 text-center"
    >
      <Link to="/" className="font-display text-2xl text-ink">
        Angle
      </Link>
      <h1 className="mt-10 text-3xl text-ink">{title}</h1>
      <p className="mt-3 max-w-md text-sand-600">
        This page could not be shown. Reloading usually fixes it; if not, please try again in a few
        minutes.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** The path shown: going elsewhere (Back to Home, the browser's Back) clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what any page throws while rendering (unknown paths have their own 404 page). */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: { failedAt: string | null },
  ) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
