// /api/store/products/:id/questions (anyone) and /api/store/questions (signed-in customers; the
// prefix's guard in plugins/auth-guard.ts admits customers only, and the author is always the
// session's user). Asking and answering are rate limited per client address, like reviews.
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AnswerInputSchema,
  AskQuestionSchema,
  QuestionListQuerySchema,
  QuestionListSchema,
  QuestionSchema,
} from '../../../domain/schemas/questions';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { reviewLimit } from '../../plugins/rate-limit';
import { listProductQuestions, questionById } from './list-questions';
import { answerAsCustomer, askQuestion } from './write-questions';

export const questionRoutes = routeGroup('questions', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/store/products/:id/questions',
    {
      summary: "A product's published questions, newest first, with their published answers",
      params: IdParamsSchema,
      querystring: QuestionListQuerySchema,
      response: { 200: QuestionListSchema },
      errors: [404],
    },
    async (request) => listProductQuestions(db, request.params.id, request.query),
  );

  routes.post(
    '/api/store/questions',
    {
      summary:
        'Ask a question about a product (201; the same words again are 200 with the first question)',
      body: AskQuestionSchema,
      response: { 200: QuestionSchema, 201: QuestionSchema },
      errors: [404],
      rateLimit: reviewLimit('qaWrite'),
    },
    async (request, reply) => {
      const { id, created } = await askQuestion(db, actorOf(request).userId, request.body);
      return reply.code(created ? 201 : 200).send(await questionById(db, id));
    },
  );

  routes.post(
    '/api/store/questions/:id/answers',
    {
      summary:
        'Answer a question as a customer who received the product (403 otherwise); answers the question with its answers',
      params: IdParamsSchema,
      body: AnswerInputSchema,
      response: { 200: QuestionSchema, 201: QuestionSchema },
      errors: [404, 409],
      rateLimit: reviewLimit('qaWrite'),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { created } = await answerAsCustomer(
        db,
        actorOf(request).userId,
        id,
        request.body.text,
      );
      return reply.code(created ? 201 : 200).send(await questionById(db, id));
    },
  );
});
