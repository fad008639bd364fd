import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HsnCodeList, VendorTaxDetails } from '../../../domain/schemas/tax-invoices';
import type { VendorProduct } from '../../../domain/schemas/vendor-products';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { ProductTaxCard } from './product-tax-card';
import { TaxDetailsSection } from './tax-details-form';

const EMPTY: VendorTaxDetails = {
  legalName: null,
  gstin: null,
  invoicePrefix: null,
  registeredAddress: null,
  complete: false,
};
const TAX = '/api/vendor/settings/tax';

function renderWith(element: React.ReactElement, routes: Parameters<typeof stubFetch>[0]) {
  useAuthStore.getState().setSession(sessionFor('vendor'));
  const api = stubFetch(routes);
  return {
    api,
    ...renderWithRouter(
      <>
        {element}
        <Toaster />
      </>,
    ),
  };
}
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const puts = (api: ReturnType<typeof stubFetch>) =>
  api.requests().filter((c) => c.method === 'PUT');

async function fillDetails(user: ReturnType<typeof renderWith>['user'], gstin: string) {
  await screen.findByLabelText('Legal name');
  fill('Legal name', 'Kumkumadi Naturals Private Limited');
  fill('GSTIN', gstin);
  fill('Invoice prefix', 'kkn');
  fill('Building and street', '14 Residency Road');
  fill('City', 'Bengaluru');
  await user.selectOptions(screen.getByLabelText('State or UT'), 'Karnataka');
  fill('PIN code', '560025');
}

describe('the vendor’s tax details', () => {
  it('says invoices wait for them, and refuses a GSTIN whose check character is wrong', async () => {
    const { api, user } = renderWith(<TaxDetailsSection />, { [`GET ${TAX}`]: json(200, EMPTY) });
    expect(
      await screen.findByText('Until all of these are given, your shipments get no tax invoice.'),
    ).toBeInTheDocument();
    await fillDetails(user, '29AAGCB7383J1Z5');
    await user.click(screen.getByRole('button', { name: 'Save Tax Details' }));
    expect(
      await screen.findByText(
        'This GSTIN’s check character is wrong: check it for a typing mistake.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(api)).toEqual([]);
  });

  it('sends a valid GSTIN in capitals with the state chosen, and shows a taken prefix under its field', async () => {
    let taken = true;
    const { api, user } = renderWith(<TaxDetailsSection />, {
      [`GET ${TAX}`]: json(200, EMPTY),
      [`PUT ${TAX}`]: ({ body }) =>
        taken
          ? problem(422, 'This invoice prefix is taken.', [
              {
                path: 'invoicePrefix',
                location: 'body',
                message: 'Another seller uses this prefix: choose another.',
              },
            ])
          : json(200, { ...(body as object), complete: true }),
    });
    await fillDetails(user, '29aagcb7383j1z4');
    await user.click(screen.getByRole('button', { name: 'Save Tax Details' }));
    expect(
      await screen.findByText('Another seller uses this prefix: choose another.'),
    ).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({
      legalName: 'Kumkumadi Naturals Private Limited',
      gstin: '29AAGCB7383J1Z4',
      invoicePrefix: 'KKN',
      registeredAddress: {
        line1: '14 Residency Road',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      },
    });
    taken = false;
    fill('Invoice prefix', 'KKNB');
    await user.click(screen.getByRole('button', { name: 'Save Tax Details' }));
    expect(await screen.findByText(/Tax details saved/)).toBeInTheDocument();
    expect(screen.getByText('Complete: your shipments get tax invoices.')).toBeInTheDocument();
  });
});

const CODES: HsnCodeList = {
  codes: [
    { category: 'hair', subcategory: '', hsnCode: '3305', rate: 18 },
    { category: 'hair', subcategory: 'shampoo', hsnCode: '3305', rate: 5 },
    { category: 'makeup', subcategory: '', hsnCode: '3304', rate: 18 },
  ],
};
const product = {
  id: 'prod-7',
  name: 'Amla Shampoo',
  category: 'hair',
  subcategory: 'shampoo',
} as VendorProduct;
const OWN = '/api/vendor/products/prod-7/tax';

describe('a product’s own HSN code', () => {
  it('shows the subcategory’s code and rate until one is given, and sends blanks as null', async () => {
    const { api, user } = renderWith(<ProductTaxCard product={product} />, {
      [`GET ${OWN}`]: json(200, { hsnCode: null, rate: null }),
      'GET /api/vendor/hsn-codes': json(200, CODES),
      [`PUT ${OWN}`]: ({ body }) => json(200, body),
    });
    const code = await screen.findByLabelText('HSN code (optional)');
    expect(code).toHaveAttribute('placeholder', '3305');
    expect(screen.getByText('Empty: the category’s 3305.')).toBeInTheDocument();
    const rate = screen.getByLabelText('GST rate (optional)');
    expect(within(rate).getAllByRole('option')[0]).toHaveTextContent('The category’s (5%)');

    fill('HSN code (optional)', '330');
    await user.click(screen.getByRole('button', { name: 'Save Tax' }));
    expect(await screen.findByText('Enter a 4, 6 or 8-digit HSN code.')).toBeInTheDocument();
    expect(puts(api)).toEqual([]);

    fill('HSN code (optional)', '33051090');
    await user.click(screen.getByRole('button', { name: 'Save Tax' }));
    expect(await screen.findByText(/HSN code and GST rate are saved/)).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({ hsnCode: '33051090', rate: null });

    await user.selectOptions(rate, '18');
    fill('HSN code (optional)', '');
    await user.click(screen.getByRole('button', { name: 'Save Tax' }));
    await expect.poll(() => puts(api).length).toBe(2);
    expect(puts(api)[1]!.body).toEqual({ hsnCode: null, rate: 18 });
  });
});
