// Pieces every /api/vendor/products route declares.
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';

export const guarded = { 401: ProblemSchema, 403: ProblemSchema };
export const ProductIdParams = z.object({ id: z.string().min(1).max(100) });
