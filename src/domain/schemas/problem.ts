import { z } from 'zod';

/** One field's error, for forms: `path` is the dotted field name within `location`. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  location: z.enum(['body', 'querystring', 'params', 'headers']).optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** RFC 9457 problem details: the body of every API error. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.array(FieldErrorSchema).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;
