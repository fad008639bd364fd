import { ContentPage } from './content-page';

export function AboutPage() {
  return (
    <ContentPage
      title="About Angle"
      documentTitle="About Us"
      description="A beauty marketplace for independent Indian brands: premium, ethically sourced and cruelty-free."
      sections={[
        {
          heading: 'Why we started',
          body: [
            'India has some of the world’s most remarkable beauty traditions — kumkumadi, ubtan, attars distilled in Kannauj, hair rituals with bhringraj and amla — and a new generation of small brands making them with care. Angle brings those brands together in one place you can trust.',
          ],
        },
        {
          heading: 'What we stand for',
          body: [
            'Every brand on Angle commits to cruelty-free products and honest ingredient lists. We check each seller before they list, and we remove products that do not meet our standards.',
            'We keep shopping simple: clear prices in rupees that include GST, free delivery above ₹499, Cash on Delivery, and returns within 7 days.',
          ],
        },
        {
          heading: 'Sell on Angle',
          body: [
            'If you make beauty or personal-care products in India, you can open your own shop on Angle in minutes, manage products, orders and payouts from the vendor portal, and reach customers across the country.',
          ],
        },
      ]}
    />
  );
}
