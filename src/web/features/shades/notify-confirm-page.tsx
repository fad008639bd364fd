// /notify-me/confirm?token=…: the link of a visitor's "Notify me" mail (issue #37). Opening the
// page confirms with one POST (a mail scanner's GET of the link confirms nothing by itself).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConfirmStockAlert } from './shades-api';

export function NotifyConfirmPage() {
  useDocumentTitle('Confirm your alert');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmStockAlert();
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title="Back-in-stock alert" />
      <div className="mt-6" aria-live="polite">
        {confirm.data ? (
          <p role="status">
            {confirm.data.message}{' '}
            <Link
              className="font-medium text-rose-800 underline"
              to={`/products/${encodeURIComponent(confirm.data.productId)}`}
            >
              Back to {confirm.data.productName}
            </Link>
          </p>
        ) : confirm.isError || !token ? (
          <p role="alert" className="text-danger">
            {confirm.error?.message ?? 'This link is not complete.'}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2">
            <Spinner /> Confirming…
          </p>
        )}
      </div>
    </div>
  );
}
