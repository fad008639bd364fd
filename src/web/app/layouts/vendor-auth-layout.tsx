import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';

/** '/vendor/auth': vendors' sign-in and registration, titled 'Vendor Portal' (SPEC §1). */
export function VendorAuthLayout() {
  return (
    <AuthFrame
      subtitle="Vendor Portal"
      aside={{
        eyebrow: 'For beauty brands',
        headline: 'Bring your beauty brand to shoppers across India.',
        body: 'List your products, manage orders and stock, and follow your sales, all from one calm dashboard.',
      }}
      footer={
        <p>
          Shopping instead?{' '}
          <Link to="/auth/login" className="font-medium text-rose-700 hover:underline">
            Customer sign in
          </Link>
        </p>
      }
    />
  );
}
