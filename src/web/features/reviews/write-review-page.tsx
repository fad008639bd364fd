// /products/{id}/review: a verified buyer writes (or edits) their review with up to three
// photos. Reached from "Rate this product" on a delivered order line and from the product page.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  REVIEW_LIMITS,
  ReviewInputSchema,
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  type MyReview,
  type ReviewInput,
} from '../../../domain/schemas/reviews';
import type { ProductDetail } from '../../../domain/schemas/catalog';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProduct } from '../storefront/api';
import { useDeleteReview, useDeleteReviewPhoto, useMyReview, useSaveReview } from './api';
import { StarPicker } from './star-picker';

// The form's own values: a select's "not given" is '' until it is sent.
const FormSchema = ReviewInputSchema.extend({
  skinType: z.union([z.enum(SKIN_TYPES), z.literal('')]).transform((v) => v || null),
  shade: z.string().trim().max(80, 'Keep the shade under 80 characters.'),
});

export function WriteReviewPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const mine = useMyReview(productId);
  useDocumentTitle(mine.data?.review ? 'Edit your review' : 'Write a review');
  if (product.isError || mine.isError) {
    return (
      <div role="alert" className="container-page py-20 text-center">
        <h1 className="text-2xl text-ink">We could not open the review form</h1>
        <Link to={`/products/${productId}`} className="mt-4 inline-block underline">
          Back to the product
        </Link>
      </div>
    );
  }
  if (!product.data || !mine.data) {
    return (
      <div className="container-page flex min-h-dvh justify-center py-24" role="status">
        <Spinner />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return <ReviewFormView product={product.data} mine={mine.data} />;
}

function ReviewFormView({ product, mine }: { product: ProductDetail; mine: MyReview }) {
  const navigate = useNavigate();
  const existing = mine.review;
  const saveReview = useSaveReview(product.id, existing?.id ?? null);
  const deleteReview = useDeleteReview(product.id);
  const deletePhoto = useDeleteReviewPhoto(product.id);
  const [photos, setPhotos] = useState<File[]>([]);
  const room = REVIEW_LIMITS.photos - (existing?.photos.length ?? 0);
  const back = `/products/${encodeURIComponent(product.id)}#reviews`;

  if (!existing && !mine.canReview) {
    return (
      <div className="container-page max-w-2xl py-16">
        <h1 className="text-3xl text-ink">Review {product.name}</h1>
        <p className="mt-4 text-sand-800">
          Only customers who received this product can review it. Reviews open once an order with it
          is delivered.
        </p>
        <Link to={back} className="mt-6 inline-block font-medium text-rose-800 underline">
          Back to the product
        </Link>
      </div>
    );
  }

  const save = {
    mutate: (
      body: ReviewInput,
      callbacks: { onSuccess: (saved: unknown) => void; onError: (error: Error) => void },
    ) => saveReview.mutate({ body, photos }, callbacks),
    isPending: saveReview.isPending,
    error: saveReview.error,
  };

  return (
    <div className="container-page max-w-2xl py-10">
      <p className="text-sm text-sand-700">
        <Link to={back} className="hover:underline">
          {product.name}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl text-ink">{existing ? 'Edit your review' : 'Write a review'}</h1>
      <p className="mt-2 text-sand-700">
        Your review shows as from a verified buyer, with your first name and initial.
      </p>
      <div className="mt-6">
        <SettingsForm
          label={existing ? 'Edit your review' : 'Write a review'}
          card
          schema={FormSchema}
          defaultValues={{
            rating: existing?.rating ?? 0,
            title: existing?.title ?? '',
            text: existing?.text ?? '',
            skinType: existing?.skinType ?? '',
            shade: existing?.shade ?? mine.shade ?? '',
          }}
          body={(values) => ({ ...values, shade: values.shade || null })}
          save={save}
          keepValues
          success={existing ? 'Your review has been updated.' : 'Thank you for your review!'}
          onSaved={() => void navigate(back)}
        >
          <StarPicker />
          <FormField name="title" label="Title">
            <Input maxLength={REVIEW_LIMITS.titleMax} />
          </FormField>
          <FormField
            name="text"
            label="Your review"
            hint={`${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax} characters: how it suits you, the shade, the texture.`}
          >
            <Textarea minHeight="min-h-36" maxLength={REVIEW_LIMITS.textMax} />
          </FormField>
          <FieldRow>
            <FormField name="skinType" label="Skin type (optional)">
              <select className="h-11 rounded-lg border border-sand-300 bg-white px-3 text-sm">
                <option value="">Not saying</option>
                {SKIN_TYPES.map((s) => (
                  <option key={s} value={s}>
                    {SKIN_TYPE_LABELS[s]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField name="shade" label="Shade bought (optional)">
              <Input />
            </FormField>
          </FieldRow>
          {existing?.photos.length ? (
            <ul className="flex flex-wrap gap-3" aria-label="Your photos">
              {existing.photos.map((p, i) => (
                <li key={p.id} className="grid gap-1">
                  <img
                    src={p.thumbUrl}
                    alt={`Yours, number ${i + 1}`}
                    className="size-20 rounded-lg object-cover"
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={deletePhoto.isPending}
                    onClick={() => deletePhoto.mutate({ reviewId: existing.id, photoId: p.id })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {room > 0 ? (
            <div className="grid gap-1.5">
              <label htmlFor="review-photos" className="text-sm font-medium text-ink">
                Photos (optional, up to {room})
              </label>
              <input
                id="review-photos"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                multiple
                onChange={(e) => {
                  const chosen = [...(e.target.files ?? [])];
                  if (chosen.length > room) toast.error(`Choose up to ${room} photos.`);
                  setPhotos(chosen.slice(0, room));
                }}
                className="text-sm"
              />
              <p className="text-sm text-sand-600">
                JPEG, PNG, WebP or AVIF up to 5 MB each; location and camera details are removed.
              </p>
            </div>
          ) : null}
          <SaveBar label={existing ? 'Save Review' : 'Post Review'}>
            {existing ? (
              <Button
                variant="outline"
                loading={deleteReview.isPending}
                onClick={() =>
                  deleteReview.mutate(existing.id, {
                    onSuccess: () => {
                      toast.success('Your review has been deleted.');
                      void navigate(back);
                    },
                  })
                }
              >
                Delete Review
              </Button>
            ) : null}
          </SaveBar>
        </SettingsForm>
      </div>
    </div>
  );
}
