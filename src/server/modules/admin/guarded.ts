// Response schemas every /api/admin route shares: the prefix's guard answers 401 and 403.
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';

export const guarded = { 401: ProblemSchema, 403: ProblemSchema };
export const IdParams = z.object({ id: z.string().min(1).max(100) });
