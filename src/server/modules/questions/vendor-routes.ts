// /api/vendor/questions: questions about the vendor's own products (those the seller has not
// answered first) and the seller's answer. The vendor is always the session's; a question about
// another vendor's product is a 404 like a missing one.
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AnswerInputSchema,
  VendorQuestionListQuerySchema,
  VendorQuestionListSchema,
  VendorQuestionSchema,
} from '../../../domain/schemas/questions';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { reviewLimit } from '../../plugins/rate-limit';
import { listVendorQuestions, vendorQuestion } from './list-questions';
import { answerAsVendor } from './write-questions';

export const vendorQuestionRoutes = routeGroup('vendor-questions', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/questions',
    {
      summary: "Questions about the vendor's products: unanswered by the seller first, then newest",
      querystring: VendorQuestionListQuerySchema,
      response: { 200: VendorQuestionListSchema },
    },
    async (request) => listVendorQuestions(db, vendorIdOf(request), request.query),
  );

  routes.post(
    '/api/vendor/questions/:id/answers',
    {
      summary: 'Answer a question about your product as the seller (shown with the "Seller" badge)',
      params: IdParamsSchema,
      body: AnswerInputSchema,
      response: { 200: VendorQuestionSchema, 201: VendorQuestionSchema },
      errors: [404, 409],
      rateLimit: reviewLimit('qaWrite'),
    },
    async (request, reply) => {
      const vendorId = vendorIdOf(request);
      const { id } = request.params;
      const { created } = await answerAsVendor(db, vendorId, id, request.body.text);
      return reply.code(created ? 201 : 200).send(await vendorQuestion(db, vendorId, id));
    },
  );
});
