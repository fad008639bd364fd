import { ContentPage } from './content-page';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms & Conditions"
      description="The terms that apply when you shop or sell on Angle."
      updated="1 November 2026"
      sections={[
        {
          heading: 'About these terms',
          body: [
            'Angle is an online marketplace operated from Pune, Maharashtra. Products are sold by independent sellers (vendors) through Angle. By using the store you agree to these terms and to our Privacy Policy.',
          ],
        },
        {
          heading: 'Your account',
          body: [
            'Keep your password private and tell us at once if you think someone else has used your account. You must be 18 or older, or use Angle under the supervision of a parent or guardian.',
          ],
        },
        {
          heading: 'Prices and orders',
          body: [
            'All prices are in Indian rupees and include GST. The price you pay is the one shown at checkout, calculated by Angle’s systems; an order is confirmed when you receive its order number.',
            'We may cancel an order if a product is out of stock or was listed at an obviously wrong price. In that case any payment is refunded in full.',
          ],
        },
        {
          heading: 'Sellers’ responsibilities',
          body: [
            'Each seller is responsible for the products it lists: their authenticity, safety, labelling and compliance with Indian law, including the Drugs and Cosmetics Act. Angle removes listings that break these rules.',
          ],
        },
        {
          heading: 'Governing law',
          body: [
            'These terms are governed by the laws of India. Courts in Pune have jurisdiction over any dispute, subject to your rights as a consumer under the Consumer Protection Act, 2019.',
          ],
        },
      ]}
    />
  );
}
