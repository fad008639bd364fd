import { Link } from 'react-router';
import { MAIN_CONTENT_ID } from '../../app/skip-link';
import { PageHeader } from '../../components/page-header';
import { Card, CardContent } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/admin/login' stands alone, outside every shell (SPEC §2). */
export function AdminLoginPage() {
  useDocumentTitle('Admin Sign In', 'Angle Admin');
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center bg-sand-50 px-4 py-12 outline-none"
    >
      <p className="font-display text-2xl text-ink">Angle Admin</p>
      <Card className="mt-8 w-full max-w-md">
        <CardContent className="sm:p-8">
          <PageHeader
            size="compact"
            title="Admin Sign In"
            description="For store administrators only. Shoppers and vendors sign in from their own pages."
          />
        </CardContent>
      </Card>
      <p className="mt-8 text-sm text-sand-700">
        <Link to="/" className="font-medium text-rose-700 hover:underline">
          Back to the store
        </Link>
      </p>
    </main>
  );
}
