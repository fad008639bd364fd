import { Link } from 'react-router';

interface AuthPageLinksProps {
  links: { prompt: string; to: string; label: string }[];
}

/** The "New to Angle? Create an account" lines under a sign-in or registration page. */
export function AuthPageLinks({ links }: AuthPageLinksProps) {
  return (
    <ul className="mt-8 grid gap-2 border-t border-sand-200 pt-6 text-sm text-sand-700">
      {links.map((link) => (
        <li key={link.to}>
          {link.prompt}{' '}
          <Link to={link.to} className="font-medium text-rose-700 hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
