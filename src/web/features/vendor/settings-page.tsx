// '/vendor/settings': company profile, logo, payout account and password.
import { PageHeader } from '../../components/page-header';
import { SettingsLoadState } from '../../components/settings-form/settings-load-state';
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
        {profile.isSuccess ? (
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
        ) : (
          <SettingsLoadState query={profile} what="your settings" heights={['h-96', 'h-40']} />
        )}
      </div>
    </div>
  );
}
