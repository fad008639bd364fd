import { Pencil, Star, Trash2 } from 'lucide-react';
import type { Address } from '../../../domain/schemas/address';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

/** "98765 43210" with the country code, as Indian numbers are usually written. */
export function formatIndianMobile(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  makingDefault: boolean;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
  makingDefault,
}: AddressCardProps) {
  const who = (
    <span className="sr-only">
      : {address.fullName}, {address.line1}
    </span>
  );
  return (
    <article
      aria-label={`${address.fullName}, ${address.line1}`}
      className={
        address.isDefault
          ? 'flex h-full flex-col rounded-2xl border border-rose-300 bg-white p-5 shadow-soft'
          : 'flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-5'
      }
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium text-ink">{address.fullName}</p>
        {address.isDefault ? <Badge variant="rose">Default</Badge> : null}
      </div>
      <address className="mt-2 grid gap-0.5 text-sm leading-relaxed text-sand-700 not-italic">
        <span>{address.line1}</span>
        {address.line2 ? <span>{address.line2}</span> : null}
        <span>
          {address.city}, {address.state} {address.pincode}
        </span>
        <span className="mt-1.5">{formatIndianMobile(address.phone)}</span>
      </address>
      <div className="mt-auto flex flex-wrap items-center gap-1 pt-4">
        <Button variant="ghost" size="sm" onClick={onEdit} className="-ml-3">
          <Pencil aria-hidden="true" />
          Edit{who}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete{who}
        </Button>
        {address.isDefault ? null : (
          <Button variant="ghost" size="sm" loading={makingDefault} onClick={onMakeDefault}>
            {makingDefault ? null : <Star aria-hidden="true" />}
            Set as default{who}
          </Button>
        )}
      </div>
    </article>
  );
}
