// The "Report" dialog under a review, a question or an answer (issue #38): a reason from the
// list (radio buttons, so the keyboard and screen readers know them as one choice) and a few
// words more if the shopper wants. The server's answer (409 when already reported) shows inside.
import { useId, useState } from 'react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '../../../domain/reports';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import * as D from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { useReportContent, type ReportTarget } from './api';

interface ReportDialogProps {
  /** What is reported; null keeps the dialog closed. */
  target: ReportTarget | null;
  onClose: () => void;
}

export function ReportDialog({ target, onClose }: ReportDialogProps) {
  return (
    <D.Dialog open={target !== null} onOpenChange={(next) => (next ? null : onClose())}>
      {target ? <ReportForm target={target} onClose={onClose} /> : null}
    </D.Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const report = useReportContent();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteId = useId();
  const legendId = useId();

  function send() {
    if (!reason) return setMissing(true);
    report.mutate(
      { ...target, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(`Thank you. We will look at this ${target.kind}.`);
          onClose();
        },
      },
    );
  }

  return (
    <D.DialogContent className="max-w-lg">
      <D.DialogHeader>
        <D.DialogTitle>Report this {target.kind}</D.DialogTitle>
        <D.DialogDescription>
          Tell us what is wrong with it. Our team reads every report.
        </D.DialogDescription>
      </D.DialogHeader>
      <fieldset
        className="grid gap-2"
        aria-labelledby={legendId}
        aria-invalid={missing || undefined}
      >
        <legend id={legendId} className="mb-1 text-sm font-medium text-ink">
          Reason
        </legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissing(false);
              }}
              className="size-4 accent-rose-700"
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
        {missing ? (
          <p role="alert" className="text-sm text-danger">
            Choose why you are reporting it.
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={noteId}>Anything to add (optional)</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          minHeight="min-h-20"
        />
      </div>
      <FormAlert message={report.error ? report.error.message : null} />
      <D.DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={report.isPending} onClick={send}>
          Send Report
        </Button>
      </D.DialogFooter>
    </D.DialogContent>
  );
}
