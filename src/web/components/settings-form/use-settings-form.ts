// What every settings form does with its values: checks them with the schema the server uses,
// saves them through one mutation, shows the server's message and puts its field errors under
// their fields, resets to what was saved, and says so in a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../form-parts';
import { toast } from '../ui/toast';

/** What the form needs of its TanStack mutation. */
export interface SaveMutation<TBody, TSaved> {
  mutate: (
    body: TBody,
    callbacks: { onSuccess: (saved: TSaved) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  error: Error | null;
}

interface BaseOptions<TValues extends FieldValues, S extends z.ZodType, TBody, TSaved> {
  /** The schema the server checks with; the form checks the same before sending. */
  schema: S;
  /** The form's values; their shape is the form's. */
  defaultValues: TValues;
  save: SaveMutation<TBody, TSaved>;
  /** The form's values after a save (default: its defaults, e.g. an emptied password form). */
  savedValues?: (saved: TSaved) => TValues;
  /** The toast after a save. */
  success?: string | { title: string; description: string };
  /** Keep the values on screen after a save, for a form whose page moves on (registration). */
  keepValues?: boolean;
  onSaved?: (saved: TSaved) => void;
  /** The fields the server's errors may name (default: every field of `defaultValues`). */
  fields?: readonly Path<TValues>[];
  /** The banner's words for a failed save (default: the server's message). */
  failure?: (error: Error) => string;
}

/** What the server receives: needed unless the checked values are the request's body. */
type BodyOption<TOutput, TBody> = [TOutput] extends [TBody]
  ? { body?: (values: NoInfer<TOutput>) => TBody }
  : { body: (values: NoInfer<TOutput>) => TBody };

export type SettingsFormOptions<
  TValues extends FieldValues,
  S extends z.ZodType,
  TBody,
  TSaved,
> = BaseOptions<TValues, S, TBody, TSaved> & BodyOption<z.output<S>, NoInfer<TBody>>;

export interface SettingsFormState<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: () => Promise<void>;
  /** The banner's message after a failed save. */
  alert: string | null;
  saving: boolean;
}

/** Every field's path in a values object: `{ a: '', b: { c: '' } }` → `['a', 'b.c']`. */
function leafPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leafPaths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export function useSettingsForm<
  TValues extends FieldValues,
  S extends z.ZodType,
  TBody = z.output<S>,
  TSaved = unknown,
>(
  options: SettingsFormOptions<TValues, S, TBody, TSaved>,
): SettingsFormState<TValues, z.output<S>> {
  type TOutput = z.output<S>;
  const { save, success } = options;
  const form = useForm<TValues, unknown, TOutput>({
    // The schema's input type may be looser than the form's values (a blank address preprocessed
    // to null is `unknown` there); the values are what that input accepts.
    resolver: zodResolver(options.schema as z.ZodType<TOutput, TValues>) as Resolver<
      TValues,
      unknown,
      TOutput
    >,
    defaultValues: options.defaultValues as DefaultValues<TValues>,
  });
  const body = options.body as ((values: TOutput) => TBody) | undefined;
  const fields = options.fields ?? (leafPaths(options.defaultValues) as Path<TValues>[]);

  const onSubmit = form.handleSubmit((values) =>
    // Without `body`, BodyOption has checked that the values are the body.
    save.mutate(body ? body(values) : (values as unknown as TBody), {
      onSuccess: (saved) => {
        if (!options.keepValues) form.reset(options.savedValues?.(saved));
        options.onSaved?.(saved);
        if (typeof success === 'string') toast.success(success);
        else if (success) toast.success(success.title, { description: success.description });
      },
      onError: (error) => showServerFieldErrors(error, fields, form.setError),
    }),
  );

  const { error } = save;
  return {
    form,
    onSubmit,
    alert: error ? (options.failure?.(error) ?? error.message) : null,
    saving: save.isPending,
  };
}
