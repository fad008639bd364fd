// Reporting a review to Angle's team with a short reason; the admin sees it on the Reviews page.
import { useId, useState } from 'react';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { useReportReview } from './api';

export function ReportReviewDialog({
  reviewId,
  open,
  onClose,
}: {
  reviewId: string;
  open: boolean;
  onClose: () => void;
}) {
  const report = useReportReview();
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      {open ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Report this review</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with it. Our team reads every report.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.target.value)}
              className="min-h-20"
            />
          </div>
          <FormAlert message={report.error ? report.error.message : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              loading={report.isPending}
              onClick={() =>
                report.mutate(
                  { reviewId, reason },
                  {
                    onSuccess: () => {
                      toast.success('Thank you. We will look at this review.');
                      onClose();
                    },
                  },
                )
              }
            >
              Send Report
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
