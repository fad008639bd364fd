// The vendor's "Business verification" (issue #38): where it stands, its documents and the
// details Angle checks before paying it. The GSTIN's check character, the PAN inside it and the
// account typed twice are checked here with the server's own schema.
import { AlertTriangle, CheckCircle2, Clock, FileText } from 'lucide-react';
import { useRef } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  VerificationSubmitSchema,
  type DocumentKind,
  type VendorVerification,
} from '../../../domain/schemas/seller-verification';
import { VERIFICATION_STATUS_LABELS } from '../../../domain/seller-verification';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { FormAlert } from '../../components/form-parts';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { formatDate } from '../../lib/format';
import { LegalNameGstinFields } from './legal-name-gstin-fields';
import { PostalAddressFields, postalValuesOf } from './postal-address-fields';
import {
  useSubmitVerification,
  useUploadVerificationDocument,
  useVendorVerification,
} from './verification-api';

const DOCUMENT_BYTES = 5 * 1024 * 1024;
const STATUS_BADGE: Record<VendorVerification['status'], BadgeVariant> = {
  not_started: 'neutral',
  submitted: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export function VerificationSection() {
  const verification = useVendorVerification();
  if (verification.data) {
    const v = verification.data;
    return (
      <div className="grid gap-4">
        <VerificationStatus verification={v} />
        <VerificationDocuments verification={v} />
        <VerificationForm verification={v} />
      </div>
    );
  }
  if (verification.isPending) {
    return <LoadingBlock label="Loading your business verification…" rows={4} />;
  }
  return (
    <ErrorBlock
      title="We could not load your business verification."
      error={verification.error}
      onRetry={() => verification.refetch()}
    />
  );
}

function statusText(v: VendorVerification): string {
  switch (v.status) {
    case 'not_started':
      return 'Angle pays you once your business is verified. Upload a document, fill in the details below and submit them.';
    case 'submitted':
      return `Submitted${v.submittedAt ? ` on ${formatDate(v.submittedAt)}` : ''}. Angle checks your details within two working days; your payouts wait until then.`;
    case 'verified':
      return `Verified${v.reviewedAt ? ` on ${formatDate(v.reviewedAt)}` : ''}. Your payouts go to the bank account below, and your invoices print this legal name and GSTIN.`;
    case 'rejected':
      return 'Angle could not verify your business. Fix what it says below and submit again.';
  }
}

function VerificationStatus({ verification: v }: { verification: VendorVerification }) {
  const Icon =
    v.status === 'verified' ? CheckCircle2 : v.status === 'rejected' ? AlertTriangle : Clock;
  return (
    <Card shadow="shadow-none">
      <CardContent className="grid gap-3 text-sm" data-testid="verification-status">
        <p className="flex flex-wrap items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-sand-700" />
          <span className="font-medium text-ink">Status:</span>
          <Badge variant={STATUS_BADGE[v.status]}>{VERIFICATION_STATUS_LABELS[v.status]}</Badge>
        </p>
        <p className="text-sand-700">{statusText(v)}</p>
        {v.status === 'rejected' && v.rejectionReason ? (
          <p role="alert" className="rounded-xl bg-danger-soft p-3 text-danger">
            <span className="font-medium">What to fix: </span>
            {v.rejectionReason}
          </p>
        ) : null}
        {v.heldPayouts > 0 ? (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-900">
            {v.heldPayouts === 1 ? '1 payout is' : `${v.heldPayouts} payouts are`} on hold until
            your business is verified.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function VerificationDocuments({ verification }: { verification: VendorVerification }) {
  const upload = useUploadVerificationDocument();
  return (
    <Card shadow="shadow-none">
      <CardContent className="grid gap-3">
        <div>
          <h3 className="text-sm font-semibold text-ink">Documents</h3>
          <p className="text-sm text-sand-700">
            A cancelled cheque of the account below, or your GST certificate: a PDF or a photo
            (JPEG, PNG, WebP or AVIF), up to 5 MB. Only you and Angle’s team can open them.
          </p>
        </div>
        <FormAlert message={upload.error ? upload.error.message : null} />
        <ul className="grid gap-2">
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentRow
              key={kind}
              kind={kind}
              document={verification.documents.find((d) => d.kind === kind)}
              pending={upload.isPending && upload.variables.kind === kind}
              onChoose={(file) =>
                upload.mutate(
                  { file, kind },
                  { onSuccess: () => toast.success(`${DOCUMENT_KIND_LABELS[kind]} uploaded.`) },
                )
              }
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function DocumentRow({
  kind,
  document,
  pending,
  onChoose,
}: {
  kind: DocumentKind;
  document: VendorVerification['documents'][number] | undefined;
  pending: boolean;
  onChoose: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const label = DOCUMENT_KIND_LABELS[kind];
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-sand-200 px-4 py-3 text-sm">
      <FileText aria-hidden="true" className="size-5 text-sand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{label}</p>
        {document ? (
          <a href={document.url} download className="break-words text-rose-700 underline">
            {document.filename}
            <span className="sr-only"> (download)</span>
          </a>
        ) : (
          <p className="text-sand-600">Not uploaded</p>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/avif"
        aria-label={`${label} file`}
        data-testid={`document-${kind}`}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > DOCUMENT_BYTES) {
            toast.error('The document is larger than 5 MB. Choose a smaller file.');
            return;
          }
          onChoose(file);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        loading={pending}
        onClick={() => inputRef.current?.click()}
      >
        {document ? 'Replace' : 'Upload'}
        <span className="sr-only"> {label}</span>
      </Button>
    </li>
  );
}

function valuesOf(v: VendorVerification) {
  return {
    legalName: v.legalName ?? '',
    gstin: v.gstin ?? '',
    pan: v.pan ?? '',
    accountNumber: '',
    accountNumberConfirm: '',
    ifsc: v.ifsc ?? '',
    pickupAddress: postalValuesOf(v.pickupAddress),
  };
}

function VerificationForm({ verification: v }: { verification: VendorVerification }) {
  const submit = useSubmitVerification();
  return (
    <SettingsForm
      label="Business verification"
      card
      schema={VerificationSubmitSchema}
      defaultValues={valuesOf(v)}
      save={submit}
      savedValues={valuesOf}
      success="Sent for verification. Angle checks your details within two working days."
    >
      <FieldRow>
        <LegalNameGstinFields legalNameHint="As on your GST certificate." />
        <FormField name="pan" label="PAN" hint="10 characters: your GSTIN’s 3rd to 12th.">
          <Input autoCapitalize="characters" maxLength={10} className="uppercase" />
        </FormField>
      </FieldRow>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold text-ink">Bank account for payouts</legend>
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {v.accountNumberMasked ? `Saved: account ${v.accountNumberMasked}. ` : ''}
          Changing your bank account after you are verified sends your business back for review and
          holds your next payout until Angle has checked it: a guard against fraud.
        </p>
        <FieldRow>
          <FormField name="accountNumber" label="Account number">
            <Input inputMode="numeric" autoComplete="off" />
          </FormField>
          <FormField name="accountNumberConfirm" label="Account number, again">
            <Input inputMode="numeric" autoComplete="off" />
          </FormField>
          <FormField name="ifsc" label="IFSC" hint="11 characters, on your cheque book.">
            <Input autoCapitalize="characters" maxLength={11} className="uppercase" />
          </FormField>
        </FieldRow>
      </fieldset>
      <PostalAddressFields prefix="pickupAddress" legend="Pickup address" />
      <SaveBar label={v.status === 'verified' ? 'Submit Changes' : 'Submit for Verification'} />
    </SettingsForm>
  );
}
