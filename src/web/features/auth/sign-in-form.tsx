// The email-and-password form of the three sign-in pages; each page says where success leads.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SignInSchema, type SignIn } from '../../../domain/schemas/auth';
import { FormAlert, PasswordInput, showServerFieldErrors } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { signInFallback, useSignIn, type Portal } from './api';
import { authErrorMessage } from './error-message';

const FIELDS = ['email', 'password'] as const;

interface SignInFormProps {
  portal: Portal;
  onSignedIn: () => void;
}

export function SignInForm({ portal, onSignedIn }: SignInFormProps) {
  const form = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const signIn = useSignIn(portal);

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
      <FormAlert
        message={signIn.isError ? authErrorMessage(signIn.error, signInFallback(portal)) : null}
      />
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('email')}
        />
      </Field>
      <div className="grid gap-1.5">
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Link
          to="/auth/forgot-password"
          className="justify-self-end rounded-sm text-sm font-medium text-rose-700 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" loading={signIn.isPending} className="mt-1 w-full">
        Sign In
      </Button>
    </form>
  );
}
