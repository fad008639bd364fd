import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductFields, VendorProduct } from '../../../domain/schemas/vendor-products';
import { ApiError } from '../../lib/api-client';
import { renderWithRouter } from '../../test/render';
import { EMPTY_PRODUCT, ProductForm, formValuesOf } from './product-form';

type Submit = (values: ProductFields) => Promise<VendorProduct | void>;

function renderForm(onSubmit: Submit = vi.fn<Submit>(async () => {}), initial = EMPTY_PRODUCT) {
  return renderWithRouter(
    <ProductForm
      initial={initial}
      submitLabel="Save Product"
      pending={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
}

type User = ReturnType<typeof renderForm>['user'];

/** Types a whole value at once: the form re-renders on every key, slow on a busy machine. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function addValues(user: User, option: number, values: string[]) {
  const box = screen.getByLabelText(`Option ${option} values`);
  for (const value of values) await user.type(box, `${value}{Enter}`);
}

/** A lipstick with three shades in two sizes, generated. */
async function lipstickWithVariants(user: User) {
  fill(screen.getByLabelText('Name'), 'Velvet Matte Lipstick');
  await user.selectOptions(screen.getByLabelText('Category'), 'makeup');
  await user.click(screen.getByRole('button', { name: 'Add Options' }));
  await addValues(user, 1, ['Ruby', 'Nude Rose', 'Berry Wine']);
  await user.click(screen.getByRole('button', { name: 'Add Another Option' }));
  await addValues(user, 2, ['2 g', '4 g']);
  await user.click(screen.getByRole('button', { name: 'Generate Variants' }));
}

const rows = () => screen.getAllByTestId('variant-row');
/** With rows on screen, large screens get a second save button under them (CSS hides it on
 * phones); the status card's is the first. */
const saveButton = () => screen.getAllByRole('button', { name: 'Save Product' })[0]!;

describe('the category and subcategory', () => {
  it('lists the category’s subcategories in title case and clears one of another category', async () => {
    const { user } = renderForm();
    const options = () =>
      within(screen.getByLabelText('Subcategory'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await user.selectOptions(screen.getByLabelText('Category'), 'makeup');
    expect(options()).toEqual(['None', 'Face', 'Lips', 'Eyes']);
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'lips');
    await user.selectOptions(screen.getByLabelText('Category'), 'hair');
    expect(options()).toEqual(['None', 'Shampoo', 'Conditioner', 'Treatments', 'Styling']);
    expect(screen.getByLabelText('Subcategory')).toHaveValue('');
  });
});

describe('the variant editor', () => {
  it('generates a row per combination, 3 shades × 2 sizes, with SKUs to start from', async () => {
    const { user } = renderForm();
    await lipstickWithVariants(user);

    expect(rows()).toHaveLength(6);
    expect(rows().map((r) => within(r).getByRole('paragraph').textContent)).toEqual([
      'Ruby · 2 g',
      'Ruby · 4 g',
      'Nude Rose · 2 g',
      'Nude Rose · 4 g',
      'Berry Wine · 2 g',
      'Berry Wine · 4 g',
    ]);
    expect(screen.getByLabelText('SKU of Nude Rose · 4 g')).toHaveValue(
      'VELVET-MATTE-LIPSTICK-NUDE-ROSE-4-G',
    );
    expect(screen.getByRole('status')).toHaveTextContent('6 variants: 6 added, 0 removed.');
    // One price per row now: the plain product's fields are gone.
    expect(screen.queryByLabelText('Selling price (₹)')).not.toBeInTheDocument();
  });

  it('keeps the rows it had when generating again, by their option values', async () => {
    const { user } = renderForm();
    await lipstickWithVariants(user);
    fill(screen.getByLabelText('SKU of Ruby · 4 g'), 'LIP-RUBY-4');
    fill(screen.getByLabelText('Selling ₹ of Ruby · 4 g'), '849');
    fill(screen.getByLabelText('Stock of Ruby · 4 g'), '12');

    await user.click(screen.getByRole('button', { name: 'Remove value Berry Wine' }));
    await addValues(user, 1, ['Coral Crush']);
    await user.click(screen.getByRole('button', { name: 'Generate Variants' }));

    expect(rows()).toHaveLength(6);
    expect(screen.getByLabelText('SKU of Ruby · 4 g')).toHaveValue('LIP-RUBY-4');
    expect(screen.getByLabelText('Selling ₹ of Ruby · 4 g')).toHaveValue(849);
    expect(screen.getByLabelText('Stock of Ruby · 4 g')).toHaveValue(12);
    expect(screen.getByLabelText('Stock of Coral Crush · 2 g')).toHaveValue(0);
    expect(screen.queryByLabelText('SKU of Berry Wine · 2 g')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('6 variants: 2 added, 2 removed.');
  });

  it('sets one stock figure on every row and sends the variants with their options', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user } = renderForm(onSubmit);
    await lipstickWithVariants(user);
    await user.click(screen.getByRole('button', { name: 'Set Stock for All' }));
    await user.type(screen.getByLabelText('Stock for every variant'), '25{Enter}');
    for (const input of screen.getAllByLabelText(/^Stock of /)) expect(input).toHaveValue(25);

    for (const input of screen.getAllByLabelText(/^Selling ₹ of /)) fill(input, '699');
    fill(screen.getByLabelText('Selling ₹ of Berry Wine · 4 g'), '849');
    fireEvent.change(screen.getByLabelText('Ruby: swatch colour'), {
      target: { value: '#9b1b30' },
    });
    await user.click(saveButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.options).toEqual([
      { name: 'Shade', kind: 'shade' },
      { name: 'Size', kind: 'other' },
    ]);
    expect(sent.variants).toHaveLength(6);
    expect(sent.variants?.[0]).toMatchObject({
      options: ['Ruby', '2 g'],
      swatchHex: '#9b1b30',
      price: 699,
      stockQuantity: 25,
    });
    expect(sent.variants?.[5]).toMatchObject({ options: ['Berry Wine', '4 g'], price: 849 });
    // The product's own figures summarise the rows, as the shared schema asks for them.
    expect(sent).toMatchObject({ price: 699, stockQuantity: 150 });
  });

  it('asks before removing a row that still has stock', async () => {
    const { user } = renderForm();
    await lipstickWithVariants(user);
    await user.click(screen.getByRole('button', { name: 'Remove Ruby · 2 g' }));
    expect(rows()).toHaveLength(5);

    fill(screen.getByLabelText('Stock of Ruby · 4 g'), '3');
    await user.click(screen.getByRole('button', { name: 'Remove Ruby · 4 g' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ruby · 4 g?' });
    expect(dialog).toHaveTextContent('It still has 3 units in stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Variant' }));
    expect(rows()).toHaveLength(4);
  });

  it('shows the schema’s and the server’s errors on their rows', async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new ApiError(422, 'Check the highlighted fields.', [
        { path: 'variants.3.sku', message: 'You already use this SKU on Rose Cream.' },
      ]);
    });
    const { user } = renderForm(onSubmit);
    await lipstickWithVariants(user);
    await user.click(saveButton());
    expect(await screen.findAllByText('Enter the price.')).toHaveLength(6);
    expect(onSubmit).not.toHaveBeenCalled();

    for (const input of screen.getAllByLabelText(/^Selling ₹ of /)) fill(input, '699');
    fill(screen.getByLabelText('MRP ₹ of Ruby · 2 g'), '500');
    await user.click(saveButton());
    expect(await screen.findByText('The original price must be above the price.')).toBeVisible();
    expect(screen.getByLabelText('MRP ₹ of Ruby · 2 g')).toHaveAttribute('aria-invalid', 'true');

    fill(screen.getByLabelText('MRP ₹ of Ruby · 2 g'), '');
    await user.click(saveButton());
    const sku = screen.getByLabelText('SKU of Nude Rose · 4 g');
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription('You already use this SKU on Rose Cream.'),
    );
    expect(within(rows()[3]!).getByText('You already use this SKU on Rose Cream.')).toBeVisible();
  });
});

describe('the attribute picker', () => {
  it('offers the category’s groups and drops what a new category does not allow', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user } = renderForm(onSubmit);
    await user.selectOptions(screen.getByLabelText('Category'), 'makeup');
    const groups = () =>
      within(screen.getByRole('group', { name: 'Attributes' }))
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent);
    expect(groups()).toEqual(['Skin type', 'Finish', 'Shade family', 'Free from & ethics']);
    await user.click(screen.getByRole('checkbox', { name: 'Matte' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));

    await user.selectOptions(screen.getByLabelText('Category'), 'hair');
    expect(groups()).toEqual(['Hair type', 'Concern', 'Free from & ethics']);
    expect(screen.getByText('Finish: Matte was removed: it does not apply to Hair.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();

    fill(screen.getByLabelText('Name'), 'Argan Repair Shampoo');
    fill(screen.getByLabelText('Selling price (₹)'), '450');
    await user.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      category: 'hair',
      attributes: ['free-from:vegan'],
      price: 450,
    });
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('variants');
  });
});

describe('a saved product with variants', () => {
  it('opens with its options, values, swatches and rows', () => {
    const product = {
      id: 'prod-9',
      name: 'Kajal',
      description: '',
      category: 'makeup',
      subcategory: null,
      tags: [],
      price: 299,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      isFeatured: false,
      stockQuantity: 9,
      lowStockThreshold: 5,
      stockStatus: 'in-stock',
      status: 'draft',
      rating: 0,
      reviewCount: 0,
      images: [],
      attributes: ['finish:matte'],
      options: [{ name: 'Shade', kind: 'shade' }],
      variants: ['Jet Black', 'Brown'].map((shade, i) => ({
        id: `v${i}`,
        sku: `KAJAL-${i}`,
        options: [shade],
        label: shade,
        swatchHex: i === 0 ? '#111111' : '#5a3a22',
        imageId: null,
        imageIds: [],
        swatchImageId: null,
        price: 299,
        originalPrice: null,
        stockQuantity: 4 + i,
        stockStatus: 'low-stock',
      })),
      ingredients: '',
      howToUse: '',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    } satisfies VendorProduct;
    renderForm(undefined, formValuesOf(product));
    expect(screen.getByLabelText('Option 1 name')).toHaveValue('Shade');
    expect(
      within(screen.getByRole('list', { name: 'Values of option 1' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Jet Black: swatch colour')).toHaveValue('#111111');
    expect(screen.getByLabelText('SKU of Brown')).toHaveValue('KAJAL-1');
    expect(screen.getByLabelText('Stock of Brown')).toHaveValue(5);
    expect(screen.getByRole('checkbox', { name: 'Matte' })).toBeChecked();
  });
});

describe('stock when generating shades, and publishing with none (issue #33)', () => {
  /** A lipstick priced at ₹499 with `stock` units, then three shades generated. */
  async function threeShades(user: User, stock: string) {
    fill(screen.getByLabelText('Name'), 'Velvet Matte Lipstick');
    fill(screen.getByLabelText('Selling price (₹)'), '499');
    fill(screen.getByLabelText('Stock'), stock);
    await user.click(screen.getByRole('button', { name: 'Add Options' }));
    await addValues(user, 1, ['Ruby', 'Nude Rose', 'Berry Wine']);
    await user.click(screen.getByRole('button', { name: 'Generate Variants' }));
  }
  const stocks = () =>
    screen.getAllByLabelText(/^Stock of /).map((input) => (input as HTMLInputElement).value);

  it('splits the product’s stock across the shades it generates and says so', async () => {
    const { user } = renderForm();
    await threeShades(user, '32');
    expect(stocks()).toEqual(['11', '11', '10']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The product’s 32 in stock were split across the 3 shades: change any of them.',
    );
    // Generating again keeps the rows' figures; a new shade starts at 0.
    await addValues(user, 1, ['Coral Crush']);
    await user.click(screen.getByRole('button', { name: 'Generate Variants' }));
    expect(stocks()).toEqual(['11', '11', '10', '0']);
  });

  it('asks before publishing when every shade has 0 in stock, and sends the answer', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user } = renderForm(onSubmit);
    await threeShades(user, '0');
    await user.click(screen.getByRole('radio', { name: /^Published/ }));
    await user.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish with nothing in stock?',
    });
    expect(dialog).toHaveTextContent(
      'Every shade has 0 in stock, so shoppers will see it as “Out of Stock” and cannot buy it until you add stock.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(saveButton());
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Publish Anyway' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      status: 'published',
      publishOutOfStock: true,
      variants: [{ stockQuantity: 0 }, { stockQuantity: 0 }, { stockQuantity: 0 }],
    });
  });

  it('does not ask when the product is already published', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user } = renderForm(onSubmit, {
      ...EMPTY_PRODUCT,
      name: 'Sold Out Soap',
      price: 199,
      status: 'published',
    });
    await user.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('publishOutOfStock');
  });
});
