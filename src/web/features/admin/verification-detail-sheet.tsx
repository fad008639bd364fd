// One seller's verification in a drawer over the queue: what it submitted, the whole bank
// account to check against its cheque, its documents (downloaded, never shown inline) and the
// Verify / Reject buttons.
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  type AdminVerification,
} from '../../../domain/schemas/seller-verification';
import {
  VERIFICATION_STATUS_LABELS,
  type VerificationStatus,
} from '../../../domain/seller-verification';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { useAdminVerification } from './verifications-api';

const VERIFICATION_BADGE: Record<VerificationStatus, BadgeVariant> = {
  not_started: 'neutral',
  submitted: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return <Badge variant={VERIFICATION_BADGE[status]}>{VERIFICATION_STATUS_LABELS[status]}</Badge>;
}

export function VerificationDetailSheet({
  vendorId,
  onDecide,
}: {
  vendorId: string;
  onDecide: (v: AdminVerification, reject: boolean) => void;
}) {
  const query = useAdminVerification(vendorId);
  const v = query.data;
  return (
    <SheetContent side="right" width="w-[min(34rem,100vw)]" background="bg-white">
      <SheetHeader>
        <SheetTitle>{v?.companyName ?? 'Seller'}</SheetTitle>
        <SheetDescription>
          {v ? 'Business verification' : 'Loading the seller’s verification…'}
        </SheetDescription>
      </SheetHeader>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the verification">
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
        </div>
      ) : query.isError || !v ? (
        <div role="alert" className="rounded-xl bg-danger-soft p-4 text-sm text-danger">
          We could not load this seller’s verification.
          <Button variant="outline" size="sm" className="mt-3" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <VerificationDetail v={v} onDecide={onDecide} />
      )}
    </SheetContent>
  );
}

function Item({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-sand-600">{label}</dt>
      <dd className="mt-1 break-words">{children ?? '—'}</dd>
    </div>
  );
}

function VerificationDetail({
  v,
  onDecide,
}: {
  v: AdminVerification;
  onDecide: (v: AdminVerification, reject: boolean) => void;
}) {
  const a = v.pickupAddress;
  return (
    <div className="grid gap-6 text-sm" data-testid="verification-detail">
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-sand-200 p-4">
        <Item label="Status">
          <VerificationBadge status={v.status} />
        </Item>
        <Item label="Submitted">{v.submittedAt ? formatDate(v.submittedAt) : null}</Item>
        <Item wide label="Legal name">
          {v.legalName}
        </Item>
        <Item label="GSTIN">
          <span className="font-mono">{v.gstin}</span>
        </Item>
        <Item label="PAN">
          <span className="font-mono">{v.pan}</span>
        </Item>
        <Item label="Account number">
          <span className="font-mono">{v.accountNumber}</span>
        </Item>
        <Item label="IFSC">
          <span className="font-mono">{v.ifsc}</span>
        </Item>
        <Item wide label="Pickup address">
          {a ? [a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ') : null}
        </Item>
        <Item label="Payouts on hold">{v.heldPayouts}</Item>
        {v.status === 'rejected' && v.rejectionReason ? (
          <Item wide label="Reason given">
            {v.rejectionReason}
          </Item>
        ) : null}
      </dl>
      <section aria-labelledby="verification-documents">
        <h3 id="verification-documents" className="mb-2 font-display text-base text-ink">
          Documents
        </h3>
        {v.documents.length === 0 ? (
          <p className="text-sand-600">No documents uploaded.</p>
        ) : (
          <ul className="grid gap-2">
            {v.documents.map((d) => (
              <li
                key={d.id}
                className="flex items-center gap-3 rounded-xl border border-sand-200 px-4 py-3"
              >
                <FileText aria-hidden="true" className="size-5 text-sand-600" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{DOCUMENT_KIND_LABELS[d.kind]}</p>
                  <a href={d.url} download className="break-words text-rose-700 underline">
                    {d.filename}
                    <span className="sr-only"> (download)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {v.status === 'submitted' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onDecide(v, false)}>Verify Seller</Button>
          <Button variant="outline-danger" onClick={() => onDecide(v, true)}>
            Reject…
          </Button>
        </div>
      ) : (
        <p className="text-sand-600">
          {v.status === 'verified'
            ? 'Verified. If the seller changes its bank account or documents, it comes back here.'
            : 'Nothing to decide until the seller submits its details.'}
        </p>
      )}
    </div>
  );
}
