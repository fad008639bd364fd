// A settings form's frame: the form with the server's message at its top, titled sections,
// rows of labelled fields bound to the form by name, and the bar that saves (or discards).
import { Slot } from '@radix-ui/react-slot';
import { createContext, use, type ReactElement, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { FormAlert } from '../form-parts';
import { Button, type ButtonProps } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Checkbox } from '../ui/checkbox';
import { Field } from '../ui/field';
import { Label } from '../ui/label';
import { useSettingsForm, type SettingsFormOptions } from './use-settings-form';

const Saving = createContext(false);

/** A settings form: what useSettingsForm needs (schema, values, the save mutation, the toast),
 * the form's accessible name and its fields. The server's message shows at its top; `card`
 * puts the form on a card. */
export function SettingsForm<
  TValues extends FieldValues,
  S extends z.ZodType,
  TBody = z.output<S>,
  TSaved = unknown,
>({
  label,
  className = 'grid gap-5',
  card = false,
  children,
  ...options
}: SettingsFormOptions<TValues, S, TBody, TSaved> & {
  label: string;
  className?: string;
  card?: boolean;
  children: ReactNode;
}) {
  const settings = useSettingsForm(options as SettingsFormOptions<TValues, S, TBody, TSaved>);
  const form = (
    <FormProvider {...settings.form}>
      <Saving value={settings.saving}>
        <form onSubmit={settings.onSubmit} noValidate className={className} aria-label={label}>
          <FormAlert message={settings.alert} />
          {children}
        </form>
      </Saving>
    </FormProvider>
  );
  return card ? (
    <Card>
      <CardContent>{form}</CardContent>
    </Card>
  ) : (
    form
  );
}

/** A titled group of settings on its own card. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card shadow="shadow-none">
      <CardHeader>
        <CardTitle size="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** Fields side by side from 640 px (`columns` sets the grid), one under another on phones. */
export function FieldRow({
  columns = 'sm:grid-cols-2',
  gap = 'gap-5',
  children,
}: {
  columns?: string;
  gap?: string;
  children: ReactNode;
}) {
  return <div className={cn('grid items-start', gap, columns)}>{children}</div>;
}

/** A labelled control bound to the form field `name`, with its hint and its error. */
export function FormField({
  name,
  label,
  hint,
  options,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options?: RegisterOptions;
  className?: string;
  children: ReactElement;
}) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <Field label={label} description={hint} error={error?.message} className={className}>
      <Slot {...register(name, options)}>{children}</Slot>
    </Field>
  );
}

/** A number field: '' becomes NaN, so the schema says "Enter …" instead of taking 0. */
export const numberValue = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));

/** An on/off setting: a checkbox with its label and an optional line of help. */
export function Toggle({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(c) => onChange(c === true)}
        className="mt-0.5"
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-sand-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A Toggle bound to the form's boolean field `name`. */
export function ToggleField({
  name,
  ...toggle
}: { name: string } & Omit<Parameters<typeof Toggle>[0], 'checked' | 'onChange'>) {
  const { field } = useController({ name });
  return <Toggle {...toggle} checked={field.value as boolean} onChange={field.onChange} />;
}

/** The form's submit button: busy while the save runs. */
export function SubmitButton({
  className,
  size,
  disabled,
  children,
}: Pick<ButtonProps, 'className' | 'size' | 'disabled' | 'children'>) {
  return (
    <Button
      type="submit"
      size={size}
      loading={use(Saving)}
      disabled={disabled}
      className={className}
    >
      {children}
    </Button>
  );
}

/** The save button; with `requireChanges` it waits for a change, with `discardTo` a second
 * button puts the saved values back. Other buttons (Cancel) follow. */
export function SaveBar({
  label,
  requireChanges = false,
  discardTo,
  children,
}: {
  label: string;
  requireChanges?: boolean;
  discardTo?: FieldValues;
  children?: ReactNode;
}) {
  const { formState, reset } = useFormContext();
  return (
    <div className="flex gap-2">
      <SubmitButton disabled={requireChanges && !formState.isDirty}>{label}</SubmitButton>
      {discardTo ? (
        <Button variant="outline" disabled={!formState.isDirty} onClick={() => reset(discardTo)}>
          Discard Changes
        </Button>
      ) : null}
      {children}
    </div>
  );
}
