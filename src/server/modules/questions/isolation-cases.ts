// How the isolation test aims /api/vendor/questions/:id/answers at another vendor's question
// (issue #19 item 6): a customer asked about the owner's published product and the owner answered
// (the admin's ownership cases hide that answer).
import type { IsolationModule } from '../../test/route-table';
import { signedIn } from '../orders/test-shoppers';
import { createPublishedProduct, sampleProduct } from '../vendor-catalog/test-vendor';
import { answerAsVendor } from './write-questions';

export const vendorQuestionsIsolation: IsolationModule = {
  name: 'vendor questions',
  async seed(t, ownerUserId) {
    const product = await createPublishedProduct(
      t.database.db,
      ownerUserId,
      sampleProduct({ name: 'Owner’s Rose Water Toner', status: 'published' }),
    );
    const customer = await signedIn(t.app, t.database);
    const res = await customer.call('POST', '/api/store/questions', {
      productId: product.id,
      text: 'Does this toner contain any alcohol?',
    });
    if (res.statusCode !== 201) throw new Error(`question not asked: ${res.body}`);
    const questionId = (res.json() as { id: string }).id;
    const answer = await answerAsVendor(
      t.database.db,
      ownerUserId,
      questionId,
      'It is alcohol-free and fragrance-free.',
    );
    return { vendorQuestionId: questionId, vendorAnswerId: answer.id };
  },
  cases: [
    {
      route: 'POST /api/vendor/questions/:id/answers',
      params: (ids) => ({ id: ids.vendorQuestionId! }),
      request: () => ({ payload: { text: 'No alcohol at all, only rose distillate.' } }),
    },
  ],
};
