// '/vendor/settings': company profile, logo, payout account and password.
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountSection } from '../account/account-section';
import { ChangePasswordForm } from '../account/change-password-form';
import { CompanyProfileForm } from './company-profile-form';
import { LogoUploader } from './logo-uploader';
import { PayoutForm } from './payout-form';
import { useVendorProfile } from './settings-api';

export function VendorSettingsPage() {
  useDocumentTitle('Settings', 'Angle Vendor Portal');
  const profile = useVendorProfile();
  return (
    <div>
      <PageHeader
        size="compact"
        title="Settings"
        description="Your store name, contact details, GSTIN and payout account."
      />
      <div className="mt-8 max-w-5xl">
        {profile.isPending ? (
          <div className="grid gap-4">
            <p role="status" className="sr-only">
              Loading your settings…
            </p>
            <Skeleton className="h-96 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        ) : profile.isError ? (
          <div role="alert" className="rounded-2xl bg-danger-soft p-5 text-sm text-danger">
            <p className="font-medium">We could not load your settings.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => profile.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <AccountSection
              id="settings-profile"
              title="Company profile"
              description={`What shoppers see on your shop page and how Angle reaches you. You sign in as ${profile.data.accountEmail}.`}
            >
              <CompanyProfileForm profile={profile.data} />
            </AccountSection>
            <AccountSection id="settings-logo" title="Logo" description="Shown on your shop page.">
              <LogoUploader profile={profile.data} />
            </AccountSection>
            <AccountSection
              id="settings-payout"
              title="Payout account"
              description="Where Angle pays your earnings. For your safety only the last four digits are shown once saved."
            >
              <PayoutForm payout={profile.data.payout} />
            </AccountSection>
            <AccountSection
              id="settings-password"
              title="Password"
              description="Changing your password signs you out on all your other devices; this one stays signed in."
            >
              <ChangePasswordForm email={profile.data.accountEmail} />
            </AccountSection>
          </>
        )}
      </div>
    </div>
  );
}
