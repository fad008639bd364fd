// A 10-digit Indian mobile number behind a fixed "+91": the shopper types only the number, which
// is what the server keeps (IndianMobileSchema drops a typed +91 or 0 anyway).
import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input';

export function PhoneInput(props: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-sand-300 px-3 text-base text-sand-700 sm:text-sm">
        +91
      </span>
      <Input
        type="tel"
        inputMode="tel"
        placeholder="98765 43210"
        box="block h-11 w-full pr-3.5 pl-15 text-base sm:text-sm"
        {...props}
      />
    </div>
  );
}
