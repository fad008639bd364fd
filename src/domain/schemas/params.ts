// Path parameters many routes share.
import { z } from 'zod';

/** `/…/{id}`: an object's id as the URL carries it (a missing object is the route's 404). */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
