import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { MAIN_CONTENT_ID } from './skip-link';

/** Last line of defence for anything a page throws, including a page's code failing to
 * download after a new release: reloading fetches the new build. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Something went wrong';
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
        {notFound
          ? "The page you're looking for doesn't exist or has been moved. Let's get you back on track."
          : 'This page could not be shown. Reloading usually fixes it; if not, please try again in a few minutes.'}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {notFound ? null : (
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
        )}
        <Button asChild variant={notFound ? 'primary' : 'outline'}>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </main>
  );
}
