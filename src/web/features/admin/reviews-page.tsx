// '/admin/reviews': every review with filters (status, vendor, stars, reported, product words),
// and hide or restore with a reason kept in the audit trail. A hidden review leaves the
// product's rating at once.
import { useState } from 'react';
import type { AdminReview } from '../../../domain/schemas/reviews';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { useListParams } from '../../components/back-office/use-list-params';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { StarRating } from '../../components/ui/star-rating';
import { toast } from '../../components/ui/toast';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST, MODERATION_STATUS_FILTER } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { useVendorOptions } from './products-api';
import { useAdminReviews, useModerateReview } from './reviews-api';

const KEYS = ['search', 'status', 'vendorId', 'rating', 'reported'] as const;

export function AdminReviewsPage() {
  useDocumentTitle('Reviews', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: KEYS });
  const reviews = useAdminReviews(params.apiQuery);
  const vendors = useVendorOptions();
  const moderate = useModerateReview();
  const [confirming, setConfirming] = useState<AdminReview | null>(null);

  function confirm(reason?: string) {
    if (!confirming || !reason) return;
    const hide = confirming.status === 'published';
    moderate.mutate(
      { id: confirming.id, hide, reason },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(hide ? 'The review is hidden.' : 'The review is published again.');
        },
      },
    );
  }

  const columns: ListColumn<AdminReview>[] = [
    {
      header: 'Review',
      cellAlign: 'align-top',
      className: 'min-w-72 max-w-xl',
      cell: (r) => (
        <div className="grid gap-1">
          <StarRating rating={r.rating} />
          <p className="font-medium break-words text-ink">{r.title}</p>
          <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-sand-800">
            {r.text}
          </p>
          <p className="text-xs text-sand-600">
            {r.author} ({r.authorEmail}) · {formatDate(r.createdAt)}
          </p>
          {r.reports.length ? (
            <p className="text-xs text-danger">
              Reported: {r.reports.map((p) => p.reason).join(' · ')}
            </p>
          ) : null}
          {r.status === 'hidden' && r.hiddenReason ? (
            <p className="text-xs text-sand-700">Hidden: {r.hiddenReason}</p>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Product',
      cellAlign: 'align-top',
      className: 'min-w-40',
      cell: (r) => (
        <>
          <p className="font-medium text-ink">{r.productName}</p>
          <p className="text-xs text-sand-600">{r.vendorName}</p>
        </>
      ),
    },
    {
      header: 'Status',
      cellAlign: 'align-top',
      cell: (r) =>
        r.status === 'hidden' ? (
          <Badge variant="warning">Hidden</Badge>
        ) : (
          <Badge variant="success">Published</Badge>
        ),
    },
    {
      header: 'Actions',
      align: 'right',
      cellAlign: 'align-top',
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Button
          variant={r.status === 'published' ? 'ghost-danger' : 'ghost'}
          size="sm"
          onClick={() => {
            moderate.reset();
            setConfirming(r);
          }}
        >
          {r.status === 'published' ? 'Hide' : 'Restore'}
          <span className="sr-only"> the review “{r.title}”</span>
        </Button>
      ),
    },
  ];

  const hiding = confirming?.status === 'published';
  return (
    <ListPage
      query={reviews}
      params={params}
      title="Reviews"
      description="Every customer review. Hide what breaks the rules; hidden reviews leave the rating."
      search={{ label: 'Search reviews', placeholder: 'Product, title or text' }}
      filters={[
        MODERATION_STATUS_FILTER,
        {
          key: 'vendorId',
          label: 'Vendor',
          options: (vendors.data ?? []).map((v) => ({ value: v.id, label: v.name })),
        },
        {
          key: 'rating',
          label: 'Stars',
          options: optionsOf({
            '5': '5 stars',
            '4': '4 stars',
            '3': '3 stars',
            '2': '2 stars',
            '1': '1 star',
          }),
        },
        {
          key: 'reported',
          label: 'Reports',
          options: optionsOf({ true: 'Reported', false: 'Not reported' }),
        },
      ]}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId="admin-review-row"
      noun="review"
      empty="No reviews match these filters."
    >
      <ConfirmDialog
        open={confirming !== null}
        title={hiding ? 'Hide this review?' : 'Publish this review again?'}
        description={
          hiding
            ? `“${confirming?.title ?? ''}” will disappear from ${confirming?.productName ?? 'the product'}'s page and leave its rating.`
            : `“${confirming?.title ?? ''}” will show on the product page and count in its rating again.`
        }
        confirmLabel={hiding ? 'Hide Review' : 'Restore Review'}
        destructive={hiding}
        withReason
        reasonRequired
        pending={moderate.isPending}
        error={moderate.error}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </ListPage>
  );
}
