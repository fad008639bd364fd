// What shoppers say under a product: its reviews, then its questions and answers. One module
// the product page loads beside itself (React.lazy), so neither adds to its first download.
import { ProductQuestions } from '../questions/questions-section';
import { ProductReviews } from '../reviews/reviews-section';

export function ProductFeedback(props: { productId: string; rating: number; reviewCount: number }) {
  return (
    <>
      <ProductReviews {...props} />
      <ProductQuestions productId={props.productId} />
    </>
  );
}
