import { Bullets, ContentPage } from './content-page';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      description="What personal data Angle collects, why, who sees it and how you control it."
      updated="1 November 2026"
      sections={[
        {
          heading: 'What we collect',
          body: [
            <Bullets
              key="data"
              items={[
                'Your name, email address and password (stored only as a secure hash) when you create an account.',
                'Delivery addresses and mobile numbers you give us at checkout.',
                'Your orders, wishlist and cart, so you can see them on any device.',
                'Payment status from our payment partner. We never see or store your full card number or UPI PIN.',
              ]}
            />,
          ],
        },
        {
          heading: 'Who sees it',
          body: [
            'A seller sees only what it needs to deliver its part of your order: your name, phone number and delivery address, never your email or payment details. Courier partners see the delivery details of the parcels they carry.',
          ],
        },
        {
          heading: 'Your choices',
          body: [
            'You can update your name and addresses in your account, unsubscribe from our newsletter with one click, and ask us to delete your account by writing to care@angle.example. We keep order records only as long as tax law requires.',
          ],
        },
        {
          heading: 'Cookies',
          body: [
            'Angle uses one essential cookie to keep you signed in, and your browser’s storage to remember your cart and wishlist. We do not use advertising cookies.',
          ],
        },
      ]}
    />
  );
}
