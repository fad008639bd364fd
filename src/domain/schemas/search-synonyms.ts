// Search synonyms (issue #37, decision 034): a shopper's word and the catalogue's words for the
// same thing, which the admin keeps in Angle Admin.
import { z } from 'zod';

/** Lower-case letters and digits, words separated by one space or a hyphen: safe in an ILIKE
 * pattern as it is, and the same phrase however it was typed. */
const SYNONYM_WORD = /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:[ -][\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u;

export const SynonymPhraseSchema = z
  .string()
  .transform((v) => v.trim().toLowerCase().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, 'Use at least 2 letters.')
      .max(40, 'Use at most 40 characters.')
      .regex(SYNONYM_WORD, 'Use letters, digits, spaces and hyphens only.'),
  );

/** What a shopper searches (`term`) and the words that mean the same (`synonyms`, 1–10). */
export const SearchSynonymInputSchema = z
  .object({
    term: SynonymPhraseSchema,
    synonyms: z
      .array(SynonymPhraseSchema)
      .min(1, 'Give at least one synonym.')
      .max(10, 'Give at most 10 synonyms.')
      .transform((list) => [...new Set(list)]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.synonyms.includes(v.term)) {
      ctx.addIssue({
        code: 'custom',
        path: ['synonyms'],
        message: 'A synonym repeats the word itself.',
      });
    }
  });
export type SearchSynonymInput = z.input<typeof SearchSynonymInputSchema>;

export const SearchSynonymSchema = z
  .object({
    id: z.string(),
    term: z.string(),
    synonyms: z.array(z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'SearchSynonym' });
export type SearchSynonym = z.infer<typeof SearchSynonymSchema>;

export const SearchSynonymListSchema = z.object({ items: z.array(SearchSynonymSchema) });
export type SearchSynonymList = z.infer<typeof SearchSynonymListSchema>;

/** `GET /api/store/search/synonyms?q=`: the header search's synonym suggestions. */
export const SynonymSuggestQuerySchema = z
  .object({ q: z.string().trim().min(1).max(100) })
  .strict();
