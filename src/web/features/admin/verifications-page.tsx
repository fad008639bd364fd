// '/admin/verifications': sellers' business verifications (issue #38), submitted ones first. A
// row opens the seller's details and documents; Verify and Reject (with the reason the seller
// sees) ask for confirmation and are audited. Verifying releases the seller's held payouts.
import { useState } from 'react';
import {
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
} from '../../../domain/seller-verification';
import type { VerificationQueueItem } from '../../../domain/schemas/seller-verification';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import { columnsCard, type ListColumn } from '../../components/back-office/list-rows';
import { useListParams } from '../../components/back-office/use-list-params';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { toast } from '../../components/ui/toast';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { VerificationBadge, VerificationDetailSheet } from './verification-detail-sheet';
import { useReviewVerification, useVerificationQueue } from './verifications-api';

type Decision = { id: string; name: string; reject: boolean };

export function AdminVerificationsPage() {
  useDocumentTitle('Seller Verification', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: ['search', 'status'] });
  const queue = useVerificationQueue(params.apiQuery);
  const review = useReviewVerification();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);

  function decide(reason?: string) {
    if (!deciding) return;
    review.mutate(
      { id: deciding.id, ...(deciding.reject ? { reject: reason ?? '' } : {}) },
      {
        onSuccess: (v) => {
          setDeciding(null);
          toast.success(
            deciding.reject
              ? `${v.companyName} was told what to fix.`
              : `${v.companyName} is verified: any payouts it had on hold are due.`,
          );
        },
      },
    );
  }

  const columns: ListColumn<VerificationQueueItem>[] = [
    {
      header: 'Seller',
      className: 'min-w-52',
      cell: (v) => (
        <>
          <p className="font-medium">{v.companyName}</p>
          {v.legalName ? <p className="text-xs text-sand-600">{v.legalName}</p> : null}
        </>
      ),
    },
    {
      header: 'GSTIN',
      className: 'font-mono text-xs',
      cell: (v) => v.gstin ?? <span className="text-sand-600">—</span>,
    },
    {
      header: 'Submitted',
      className: 'whitespace-nowrap',
      cell: (v) => (v.submittedAt ? formatDate(v.submittedAt) : '—'),
    },
    { header: 'Status', cell: (v) => <VerificationBadge status={v.status} /> },
    {
      header: 'Actions',
      align: 'right',
      cell: (v) => (
        <Button
          variant={v.status === 'submitted' ? 'outline' : 'ghost'}
          size="sm"
          onClick={() => setViewing(v.vendorId)}
        >
          {v.status === 'submitted' ? 'Review' : 'View'}
          <span className="sr-only"> {v.companyName}</span>
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      query={queue}
      params={params}
      title="Seller Verification"
      description="Check each seller’s GSTIN, PAN, bank account and documents before Angle pays it. Payouts of sellers not verified are held."
      search={{ label: 'Search sellers', placeholder: 'Company or legal name' }}
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: optionsOf(
            Object.fromEntries(
              VERIFICATION_STATUSES.map((s) => [s, VERIFICATION_STATUS_LABELS[s]]),
            ),
          ),
        },
      ]}
      columns={columns}
      card={columnsCard(columns)}
      rowKey={(v) => v.vendorId}
      rowTestId="admin-verification-row"
      noun="seller"
      empty="No sellers match."
    >
      <Sheet open={viewing !== null} onOpenChange={(open) => (open ? null : setViewing(null))}>
        {viewing ? (
          <VerificationDetailSheet
            vendorId={viewing}
            onDecide={(v, reject) => {
              review.reset();
              setDeciding({ id: v.vendorId, name: v.companyName, reject });
            }}
          />
        ) : null}
      </Sheet>
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.reject ? `Reject ${deciding.name}?` : `Verify ${deciding?.name ?? ''}?`}
        description={
          deciding?.reject
            ? 'The seller sees your reason on its settings page and can submit again. Its payouts stay on hold.'
            : 'You checked the GSTIN, PAN, bank account and documents. Its held payouts become due and go into the next bank file.'
        }
        confirmLabel={deciding?.reject ? 'Reject Verification' : 'Verify Seller'}
        destructive={deciding?.reject}
        withReason={deciding?.reject}
        reasonRequired={deciding?.reject}
        pending={review.isPending}
        error={review.error}
        onCancel={() => setDeciding(null)}
        onConfirm={decide}
      />
    </ListPage>
  );
}
