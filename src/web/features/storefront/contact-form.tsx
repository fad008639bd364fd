// The contact form: validated with the server's own schema, the server's field errors shown inline.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ContactMessageInputSchema,
  type ContactMessageInput,
} from '../../../domain/schemas/contact';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError, api } from '../../lib/api-client';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactMessageInput>({ resolver: zodResolver(ContactMessageInputSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const receipt = await api<{ message: string }>('/api/store/contact', {
        method: 'POST',
        body: values,
      });
      setSent(receipt.message);
      form.reset();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const name of FIELDS) {
          const message = err.fieldMessage(name);
          if (message) form.setError(name, { message });
        }
        setFailure(err.message);
      } else {
        setFailure('Something went wrong. Please try again.');
      }
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-success-soft p-6 text-success">
        <p className="font-medium">{sent}</p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-xl text-ink">
        Send us a message
      </h2>
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </div>
      <Field label="Subject (optional)" error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </Field>
      <Field label="Message" error={errors.message?.message}>
        <Textarea rows={5} {...form.register('message')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
