// '/vendor/settings': company profile, business verification, logo, tax details, how the vendor
// ships by default, payout account and password.
import { SettingsPage } from '../../components/settings-form/settings-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountSection } from '../account/account-section';
import { ChangePasswordForm } from '../account/change-password-form';
import { CompanyProfileForm } from './company-profile-form';
import { LogoUploader } from './logo-uploader';
import { PayoutForm } from './payout-form';
import { TaxDetailsSection } from './tax-details-form';
import { useVendorProfile } from './settings-api';
import { ShippingDefaultSection } from './shipping-default-form';
import { VerificationSection } from './verification-section';

export function VendorSettingsPage() {
  useDocumentTitle('Settings', 'Angle Vendor Portal');
  const profile = useVendorProfile();
  return (
    <SettingsPage
      title="Settings"
      description="Your store name, contact details, tax details, how you ship and your payout account."
      query={profile}
      what="your settings"
      heights={['h-96', 'h-40']}
      className="mt-8 max-w-5xl"
    >
      {(data) => (
        <>
          <AccountSection
            id="settings-profile"
            title="Company profile"
            description={`What shoppers see on your shop page and how Angle reaches you. You sign in as ${data.accountEmail}.`}
          >
            <CompanyProfileForm profile={data} />
          </AccountSection>
          <AccountSection
            id="settings-verification"
            title="Business verification"
            description="Angle checks your GSTIN, PAN and bank account before it pays you, as marketplaces in India do."
          >
            <VerificationSection />
          </AccountSection>
          <AccountSection id="settings-logo" title="Logo" description="Shown on your shop page.">
            <LogoUploader profile={data} />
          </AccountSection>
          <AccountSection
            id="settings-tax"
            title="Tax details"
            description="What your GST tax invoices print. Angle issues one for each shipment you send."
          >
            <TaxDetailsSection />
          </AccountSection>
          <AccountSection
            id="settings-shipping"
            title="Shipping"
            description="How your shipments go unless you choose otherwise when you ship one: your own courier and tracking number, or a courier booked through Shiprocket with its label and tracking."
          >
            <ShippingDefaultSection />
          </AccountSection>
          <AccountSection
            id="settings-payout"
            title="Payout account"
            description="Where Angle pays your earnings. For your safety only the last four digits are shown once saved. Changing it after your business is verified sends it back for review and holds your next payout until Angle has checked it."
          >
            <PayoutForm payout={data.payout} />
          </AccountSection>
          <AccountSection
            id="settings-password"
            title="Password"
            description="Changing your password signs you out on all your other devices; this one stays signed in."
          >
            <ChangePasswordForm email={data.accountEmail} />
          </AccountSection>
        </>
      )}
    </SettingsPage>
  );
}
