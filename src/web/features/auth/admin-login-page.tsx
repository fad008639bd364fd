import { ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from '../../app/skip-link';
import { PageHeader } from '../../components/page-header';
import { Card, CardContent } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignInForm } from './sign-in-form';

/** '/admin/login' stands alone, outside every shell (SPEC §2). */
export function AdminLoginPage() {
  useDocumentTitle('Admin Sign In', 'Angle Admin');
  const navigate = useNavigate();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-sand-50 px-4 py-12 outline-none"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-rose-100/70 blur-3xl"
      />
      <div className="relative flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-full bg-ink text-white">
          <ShieldCheck aria-hidden="true" className="size-[1.125rem]" />
        </span>
        <p className="font-display text-2xl text-ink">Angle Admin</p>
      </div>
      <Card className="relative mt-8 w-full max-w-md">
        <CardContent pad="p-5 sm:p-8">
          <PageHeader
            size="compact"
            title="Admin Sign In"
            description="For store administrators only. Shoppers and vendors sign in from their own pages."
          />
          <div className="mt-7">
            <SignInForm
              portal="admin"
              onSignedIn={() => void navigate('/admin/dashboard', { replace: true })}
            />
          </div>
        </CardContent>
      </Card>
      <p className="relative mt-8 text-sm text-sand-700">
        <Link to="/" className="font-medium text-rose-700 hover:underline">
          Back to the store
        </Link>
      </p>
    </main>
  );
}
