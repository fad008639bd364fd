// What shoppers say under a product: its reviews, then its questions and answers. One module
// the product page loads beside itself (React.lazy), so neither adds to its first download. The
// Offers strip (issue #20) comes with it for the same reason: one lazy chunk, not two.
import { ProductQuestions } from '../questions/questions-section';
import { ProductReviews } from '../reviews/reviews-section';

export { ProductOffers } from './product-offers';

export function ProductFeedback(props: { productId: string; rating: number; reviewCount: number }) {
  return (
    <>
      <ProductReviews {...props} />
      <ProductQuestions productId={props.productId} />
    </>
  );
}
