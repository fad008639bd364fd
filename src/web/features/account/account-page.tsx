import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthStore } from '../auth/auth-store';
import { AccountSection } from './account-section';
import { AddressBook } from './address-book';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

/** '/account' (signed-in customers; the route's guard sees to that). */
export function AccountPage() {
  useDocumentTitle('My Account');
  const user = useAuthStore((state) => state.currentUser);
  // The header's "My Addresses" link names its section: bring it into view, also when the page
  // is already open.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        eyebrow="Your account"
        title="My Account"
        description="Your name, email, saved delivery addresses and password."
      />
      <div className="mt-10 max-w-5xl sm:mt-12">
        <AccountSection
          id="account-details"
          title="Your details"
          description="The name we use on your orders and deliveries."
        >
          <ProfileForm key={user?.id} name={user?.name ?? ''} email={user?.email ?? ''} />
        </AccountSection>
        <AccountSection
          id="account-addresses"
          title="Saved addresses"
          description="Where we deliver. Your default address is filled in first at checkout."
        >
          <AddressBook />
        </AccountSection>
        <AccountSection
          id="account-password"
          title="Password"
          description="Changing your password signs you out on all your other devices; this one stays signed in."
        >
          <ChangePasswordForm email={user?.email ?? ''} />
        </AccountSection>
      </div>
    </div>
  );
}
