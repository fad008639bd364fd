// Reporting a review to Angle's team with a short reason; the admin sees it on the Reviews page.
import { REVIEW_LIMITS } from '../../../domain/schemas/reviews';
import { TextDialog } from '../../components/text-dialog';
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
  return (
    <TextDialog
      open={open}
      title="Report this review"
      description="Tell us what is wrong with it. Our team reads every report."
      label="Reason"
      maxLength={REVIEW_LIMITS.reasonMax}
      submitLabel="Send Report"
      pending={report.isPending}
      error={report.error}
      onClose={onClose}
      onSubmit={(reason) =>
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
    />
  );
}
