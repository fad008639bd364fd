import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** SPEC §2 and §8: any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p aria-hidden="true" className="font-display text-7xl text-rose-500 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-3xl text-ink sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-sand-600">
        The page you're looking for doesn't exist or has been moved. Let's get you back on track.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">Browse Products</Link>
        </Button>
      </div>
    </section>
  );
}
