import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';

/** '/auth': the shoppers' sign-in and registration pages, under the store's own title. */
export function AuthLayout() {
  return (
    <AuthFrame
      aside={{
        eyebrow: 'Angle beauty',
        headline: 'Beauty that is kind to you, and to the world.',
        body: 'Cruelty-free makeup, skin, hair and personal care from independent brands, delivered across India.',
      }}
      footer={
        <p>
          Selling on Angle?{' '}
          <Link to="/vendor/auth/login" className="font-medium text-rose-700 hover:underline">
            Go to the Vendor Portal
          </Link>
        </p>
      }
    />
  );
}
