// Layout pieces the two settings pages share: a titled section, a labelled on/off checkbox, and
// the page's loading and error states.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';

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
    <Card className="shadow-none">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

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

export function SettingsLoadState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  what: string;
}) {
  if (query.isPending) {
    return (
      <div className="mt-6 grid max-w-3xl gap-4">
        <p role="status" className="sr-only">
          Loading the {what}…
        </p>
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  return (
    <div role="alert" className="mt-6 max-w-3xl rounded-2xl bg-danger-soft p-5 text-sm text-danger">
      <p className="font-medium">We could not load the {what}.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => query.refetch()}>
        Try again
      </Button>
    </div>
  );
}

/** A number input's value: '' becomes NaN so the schema says "Enter …". */
export const numberValue = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));
