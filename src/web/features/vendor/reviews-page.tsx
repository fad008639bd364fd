// '/vendor/reviews': what customers say about this vendor's products, with a star filter and a
// public reply per review. A vendor cannot hide, edit or delete a customer's review.
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import type { VendorReview } from '../../../domain/schemas/reviews';
import { NativeSelect } from '../../components/back-office/list-filters';
import type { ListColumn } from '../../components/back-office/list-rows';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { StarRating } from '../../components/ui/star-rating';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDate } from './ops-format';
import { ReplyDialog } from './reply-dialog';
import { useVendorReviews } from './reviews-api';

const STAR_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} star${n === 1 ? '' : 's'}`,
}));

function ReviewText({ r }: { r: VendorReview }) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={r.rating} />
        {r.status === 'hidden' ? <Badge variant="warning">Hidden by Angle</Badge> : null}
      </div>
      <p className="font-medium break-words text-ink">{r.title}</p>
      <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-sand-800">{r.text}</p>
      <p className="text-xs text-sand-600">
        {r.author} · {formatDate(r.createdAt)}
        {r.shade ? ` · ${r.shade}` : ''}
      </p>
      {r.reply ? (
        <p className="mt-1 rounded-lg bg-sand-100 px-3 py-2 text-sm break-words whitespace-pre-line text-sand-800">
          <span className="font-medium text-ink">Your reply: </span>
          {r.reply.text}
        </p>
      ) : null}
    </div>
  );
}

export function VendorReviewsPage() {
  useDocumentTitle('Reviews', 'Angle Vendor Portal');
  const params = useListParams({
    keys: ['rating'],
    pageSize: 20,
    allowed: { rating: ['1', '2', '3', '4', '5'] },
  });
  const { values, set } = params;
  const reviews = useVendorReviews(params.apiQuery);
  const [replying, setReplying] = useState<VendorReview | null>(null);

  const replyButton = (r: VendorReview) => (
    <Button variant="outline" size="sm" onClick={() => setReplying(r)}>
      {r.reply ? 'Edit Reply' : 'Reply'}
    </Button>
  );
  const columns: ListColumn<VendorReview>[] = [
    {
      header: 'Product',
      cellAlign: 'align-top',
      className: 'w-48 font-medium',
      cell: (r) => r.productName,
    },
    { header: 'Review', cellAlign: 'align-top', cell: (r) => <ReviewText r={r} /> },
    { header: 'Reply', align: 'right', cellAlign: 'align-top', cell: replyButton },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Reviews"
        description="What verified buyers say about your products. Reply publicly under any review."
      />
      <NativeSelect
        label="Rating"
        showLabel
        value={values.rating}
        onChange={(v) => set('rating', v)}
        allLabel="All ratings"
        options={STAR_OPTIONS}
        className="sm:w-44"
      />
      <ListView
        query={reviews}
        params={params}
        columns={columns}
        card={(r) => (
          <div className="grid gap-2">
            <p className="text-sm font-medium text-ink">{r.productName}</p>
            <ReviewText r={r} />
            <div>{replyButton(r)}</div>
          </div>
        )}
        rowKey={(r) => r.id}
        noun="review"
        yours
        empty={
          <EmptyState
            icon={MessageSquare}
            title={values.rating ? 'No reviews with this rating' : 'No reviews yet'}
            body="Customers can review a product once their order of it is delivered."
          />
        }
      />
      <ReplyDialog review={replying} onClose={() => setReplying(null)} />
    </div>
  );
}
