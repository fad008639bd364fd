import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  className?: string;
  /** When given, the spinner announces itself as a status with this text (visually hidden). */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={cn('size-5 motion-safe:animate-spin', className)} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
