// The one-field form for a question or an answer: the length checked before sending (the
// server's schema), the server's field error or message under the field, and a reset on success.
import { useId, useState } from 'react';
import type * as QuestionSchemas from '../../../domain/schemas/questions';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';

/** The length rules are the server's schemas (domain/schemas/questions.ts), which bring zod's core
 * (about 95 KB) with them: fetched when the shopper first goes into the field and awaited by the
 * submit, so the product page's hydration does not evaluate zod for a form nobody has used yet
 * (issue #36). A failed fetch is tried again at the next submit. */
let rules: Promise<typeof QuestionSchemas> | null = null;
function loadRules() {
  rules ??= import('../../../domain/schemas/questions').catch((error: unknown) => {
    rules = null;
    throw error;
  });
  return rules;
}

interface TextFormProps {
  kind: 'question' | 'answer';
  label: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string, done: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  onCancel?: () => void;
  testId: string;
}

export function QaTextForm(p: TextFormProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    let schemas;
    try {
      schemas = await loadRules();
    } catch {
      setMessage('We could not reach Angle. Check your connection and try again.');
      return;
    }
    const schema = p.kind === 'question' ? schemas.AskQuestionSchema : schemas.AnswerInputSchema;
    const checked = schema.shape.text.safeParse(text);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    p.onSubmit(checked.data, {
      onSuccess: () => setText(''),
      onError: (error) => {
        const onField = error instanceof ApiError ? error.fieldMessage('text') : undefined;
        if (onField) setFieldError(onField);
        else setMessage(error.message);
      },
    });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3"
      data-testid={p.testId}
    >
      <Field label={p.label} description={p.description} error={fieldError} id={id}>
        <Textarea
          value={text}
          maxLength={600}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => void loadRules().catch(() => {})}
          minHeight="min-h-20"
        />
      </Field>
      <FormAlert message={message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={p.pending}>
          {p.submitLabel}
        </Button>
        {p.onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={p.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
