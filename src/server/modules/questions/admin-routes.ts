// /api/admin/questions: every question with every answer, and hide or restore a question or an
// answer with a reason kept in the audit trail. A hidden question leaves the product page with
// its answers; a hidden answer leaves its question.
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AdminQuestionListQuerySchema,
  AdminQuestionListSchema,
  AdminQuestionSchema,
  ModerateQaSchema,
} from '../../../domain/schemas/questions';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { adminQuestion, listAdminQuestions, questionOfAnswer } from './list-questions';
import { moderate } from './write-questions';

export const adminQuestionRoutes = routeGroup('admin-questions', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/questions',
    {
      summary: 'Questions with all their answers, newest first, by status or words',
      querystring: AdminQuestionListQuerySchema,
      response: { 200: AdminQuestionListSchema },
    },
    async (request) => listAdminQuestions(db, request.query),
  );

  /** Hide or restore: the same input, and the question (with its answers) as it now is. */
  const moderation = (summary: string) => ({
    summary,
    params: IdParamsSchema,
    body: ModerateQaSchema,
    response: { 200: AdminQuestionSchema },
    errors: [404, 409] as const,
  });
  const moveTo =
    (entity: 'question' | 'answer', to: 'hidden' | 'published') =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: { reason: string } }>) => {
      const { id } = request.params;
      await moderate(db, actorOf(request).userId, entity, id, to, request.body.reason);
      return adminQuestion(db, entity === 'question' ? id : await questionOfAnswer(db, id));
    };

  const SUMMARIES = {
    question: {
      hidden: 'Hide a question and its answers from the product page; the reason is audited',
      published: 'Publish a hidden question again; the reason goes to the audit trail',
    },
    answer: {
      hidden: 'Hide an answer from the product page; the reason goes to the audit trail',
      published: 'Publish a hidden answer again; the reason goes to the audit trail',
    },
  } as const;
  for (const entity of ['question', 'answer'] as const) {
    for (const [verb, to] of [
      ['hide', 'hidden'],
      ['restore', 'published'],
    ] as const) {
      routes.post(
        `/api/admin/${entity}s/:id/${verb}`,
        moderation(SUMMARIES[entity][to]),
        moveTo(entity, to),
      );
    }
  }
});
