import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { guardCell, unguardCell } from './csv-export';
import { PUBLISH_MESSAGES } from './publish-rule';
import {
  addedPicture,
  createdProduct,
  signedInVendor,
  tempDataDir,
  type TestVendor,
} from './test-vendor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
});
afterAll(() => t.close());

const importCsv = (v: TestVendor, csv: string) =>
  v.call(
    'POST',
    '/api/vendor/products/import',
    multipart({ filename: 'products.csv', contentType: 'text/csv', data: Buffer.from(csv) }),
  );

const HEADER = 'id,name,category,subcategory,tags,price,original_price,on_sale,stock,status';

describe('CSV cells', () => {
  it('defuses formulas and undoes it on import', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+91 98', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardCell(cell)).toBe(`'${cell}`);
      expect(unguardCell(guardCell(cell))).toBe(cell);
    }
    expect(guardCell('Rose Lip Tint')).toBe('Rose Lip Tint');
    expect(unguardCell("'tis the season")).toBe("'tis the season");
  });
});

describe('GET /api/vendor/products/export.csv', () => {
  it("exports only the vendor's products, with the list's filters, formulas defused", async () => {
    const v = await signedInVendor(t);
    await createdProduct(v, { name: '=cmd|calc!A1', tags: ['@risky'] });
    await createdProduct(v, { name: 'Amla Hair Oil', category: 'hair', subcategory: 'treatments' });
    const res = await v.call('GET', '/api/vendor/products/export.csv?sort=name-asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="angle-products-/);
    const { data } = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data.map((r) => r.name)).toEqual(["'=cmd|calc!A1", 'Amla Hair Oil']);
    expect(data[0]).toMatchObject({ tags: "'@risky", price: '1299', on_sale: 'yes', stock: '40' });
    const hair = await v.call('GET', '/api/vendor/products/export.csv?category=hair');
    expect(hair.body).toContain('Amla Hair Oil');
    expect(hair.body).not.toContain('cmd|calc');
  });
});

describe('POST /api/vendor/products/import', () => {
  it('imports the good rows and reports each bad row with its line and column', async () => {
    const v = await signedInVendor(t);
    const csv = [
      HEADER,
      ',Neem Face Wash,skin,face,neem|face wash,349,,no,25,published',
      ',,skin,,,349,,no,5,draft',
      ',Rose Lip Tint,lipstick,,,"₹1,299",,no,10,',
      ',Kajal,makeup,eyes,,299,250,yes,ten,draft',
      '',
      ",'=Sneaky,makeup,lips,,399,,,3,",
    ].join('\n');
    const res = await importCsv(v, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 1,
      updated: 0,
      failed: 4,
      errors: [
        // A new product has no image yet: it comes in as a draft, or not at all (issue #25).
        { row: 2, errors: [{ column: 'status', message: PUBLISH_MESSAGES.needsImage }] },
        { row: 3, errors: [{ column: 'name', message: 'Enter the product name.' }] },
        { row: 4, errors: [{ column: 'category', message: 'Choose a category.' }] },
        {
          row: 5,
          errors: [{ column: 'stock', message: 'Write a whole number, like 25.' }],
        },
      ],
    });
    const list = (await v.call('GET', '/api/vendor/products?sort=name-asc')).json();
    expect(list.items.map((p: { name: string; status: string }) => [p.name, p.status])).toEqual([
      ['=Sneaky', 'draft'],
    ]);
  });

  it('reads numbers as people write them: tiny, hex, exponent and infinite prices are row errors', async () => {
    // Issue #16: `1e-9` passed validation as "₹0.00" and the database's price check failed the
    // whole file with a 500; `0x10` was taken as ₹16.
    const v = await signedInVendor(t);
    const csv = [
      'name,category,price,original_price,stock',
      'Tiny Balm,skin,1e-9,,5',
      'Hex Balm,skin,0x10,,5',
      'Exponent Balm,skin,1e3,,5',
      'Endless Balm,skin,Infinity,,5',
      'Negative Zero Balm,skin,-0,,5',
      'Three Decimals Balm,skin,1.005,,5',
      'Hex Stock Balm,skin,399,,0x10',
      'Tiny Sale Balm,skin,399,1e-9,5',
      'Good Balm,skin,"₹1,299.50",,5',
    ].join('\n');
    const res = await importCsv(v, csv);
    expect(res.statusCode).toBe(200);
    const rupees = 'Write an amount in rupees with at most two decimals, like 399 or 399.50.';
    expect(res.json()).toEqual({
      created: 1,
      updated: 0,
      failed: 8,
      errors: [
        ...[2, 3, 4, 5, 6, 7].map((row) => ({
          row,
          errors: [{ column: 'price', message: rupees }],
        })),
        { row: 8, errors: [{ column: 'stock', message: 'Write a whole number, like 25.' }] },
        { row: 9, errors: [{ column: 'original_price', message: rupees }] },
      ],
    });
    const list = (await v.call('GET', '/api/vendor/products')).json();
    expect(list.items.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Good Balm', 1299.5],
    ]);
  });

  it('updates its own products by id and refuses ids of other vendors, leaving them unchanged', async () => {
    const v = await signedInVendor(t);
    const other = await signedInVendor(t);
    const mine = await createdProduct(v);
    const theirs = await createdProduct(other, { name: 'Their Serum' });
    const csv = [
      'id,name,category,price,stock',
      `${mine.id},Kesar Night Repair Oil 30 ml,skin,1399,12`,
      `${theirs.id},Stolen Serum,skin,1,0`,
    ].join('\n');
    const res = await importCsv(v, csv);
    expect(res.json()).toMatchObject({ created: 0, updated: 1, failed: 1 });
    expect(res.json().errors[0]).toMatchObject({ row: 3, errors: [{ column: 'id' }] });
    const updated = (await v.call('GET', `/api/vendor/products/${mine.id}`)).json();
    expect(updated).toMatchObject({ name: 'Kesar Night Repair Oil 30 ml', price: 1399 });
    // Columns the file leaves out keep their values.
    expect(updated).toMatchObject({
      originalPrice: 1599,
      isOnSale: true,
      tags: ['saffron', 'night'],
    });
    const untouched = (await other.call('GET', `/api/vendor/products/${theirs.id}`)).json();
    expect(untouched).toMatchObject({ name: 'Their Serum', price: 1299, stockQuantity: 40 });
  });

  it('publishes a product with nothing in stock only from its page, which asks (issue #33)', async () => {
    const v = await signedInVendor(t);
    const soap = await createdProduct(v, { name: 'Sold Out Soap', stockQuantity: 0 });
    const oil = await createdProduct(v, { name: 'Restocked Oil', stockQuantity: 0 });
    await addedPicture(v, soap.id);
    await addedPicture(v, oil.id);
    const csv = [
      'id,name,category,price,stock,status',
      `${soap.id},Sold Out Soap,skin,199,0,published`,
      `${oil.id},Restocked Oil,skin,499,6,published`,
    ].join('\n');
    const res = await importCsv(v, csv);
    expect(res.json()).toEqual({
      created: 0,
      updated: 1,
      failed: 1,
      errors: [
        {
          row: 2,
          errors: [
            {
              column: 'stock',
              message:
                'This product has 0 in stock, so shoppers would only see “Out of Stock”. Add stock, or import it unpublished and publish it from its product page.',
            },
          ],
        },
      ],
    });
    const status = async (id: string) =>
      (await v.call('GET', `/api/vendor/products/${id}`)).json().status;
    expect(await status(soap.id)).toBe('draft');
    expect(await status(oil.id)).toBe('published');
  });

  it('round-trips its own export', async () => {
    const v = await signedInVendor(t);
    await createdProduct(v, { name: '+Plus Balm', tags: ['-minus'] });
    const exported = (await v.call('GET', '/api/vendor/products/export.csv')).body;
    const res = await importCsv(v, exported);
    expect(res.json()).toEqual({ created: 0, updated: 1, failed: 0, errors: [] });
    const list = (await v.call('GET', '/api/vendor/products')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0].name).toBe('+Plus Balm');
  });

  it('imports one row per variant: 3 products × 4 shades are 12 variants', async () => {
    const v = await signedInVendor(t);
    const header =
      'id,sku,option1_name,option1_value,swatch_hex,name,category,subcategory,price,original_price,on_sale,stock,status,attributes';
    const shades = [
      ['Berry', '#7b2d43'],
      ['Nude', '#c48b85'],
      ['Coral', '#f06b5b'],
      ['Plum', '#5e2a4a'],
    ];
    const products = ['Velvet Lip Colour', 'Gloss Lip Colour', 'Satin Lip Colour'];
    const rows = products.flatMap((name, p) =>
      shades.map(
        ([shade, hex], s) =>
          `,LIP-${p + 1}-${s + 1},${s === 0 ? 'Shade' : ''},${shade},${hex},${name},makeup,lips,${499 + s * 50},${s === 0 ? 699 : ''},${s === 0 ? 'yes' : ''},${5 + s},draft,finish:matte|shade-family:berry`,
      ),
    );
    // The option name, on-sale flag and attributes come from each product's first row.
    const res = await importCsv(v, [header, ...rows].join('\n'));
    expect(res.json()).toEqual({ created: 3, updated: 0, failed: 0, errors: [] });
    const list = (await v.call('GET', '/api/vendor/products?sort=name-asc')).json();
    expect(
      list.items.map(
        (p: { name: string; variantCount: number; price: number; maxPrice: number }) => [
          p.name,
          p.variantCount,
          p.price,
          p.maxPrice,
        ],
      ),
    ).toEqual([
      ['Gloss Lip Colour', 4, 499, 649],
      ['Satin Lip Colour', 4, 499, 649],
      ['Velvet Lip Colour', 4, 499, 649],
    ]);
    const [count] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_variants WHERE vendor_id = $1',
      [v.userId],
    );
    expect(count).toEqual({ n: 12 });
    const velvet = (await v.call('GET', `/api/vendor/products/${list.items[2].id}`)).json();
    expect(velvet).toMatchObject({
      options: [{ name: 'Shade', kind: 'shade' }],
      attributes: ['finish:matte', 'shade-family:berry'],
      isOnSale: true,
      status: 'draft',
      stockQuantity: 5 + 6 + 7 + 8,
    });
    expect(velvet.variants[3]).toMatchObject({
      sku: 'LIP-1-4',
      options: ['Plum'],
      swatchHex: '#5e2a4a',
      price: 649,
    });
  });

  it('reports a repeated SKU on the line where it repeats, in the file or in the shop', async () => {
    const v = await signedInVendor(t);
    const existing = await createdProduct(v, { name: 'Old Kajal' });
    const oldSku = `SKU-${existing.id}`;
    const csv = [
      'sku,option1_name,option1_value,name,category,price,stock',
      'KJ-1,Shade,Black,Smoky Kajal,makeup,299,10',
      'KJ-2,,Brown,Smoky Kajal,makeup,299,10',
      'KJ-1,,Blue,Smoky Kajal,makeup,299,10',
      `${oldSku},Size,10 ml,Rose Toner,skin,399,4`,
      'ROSE-20,,20 ml,Rose Toner,skin,599,4',
      'CLEAN-1,,,Clean Balm,skin,199,3',
    ].join('\n');
    const res = await importCsv(v, csv);
    expect(res.json()).toEqual({
      created: 1,
      updated: 0,
      failed: 2,
      errors: [
        { row: 4, errors: [{ column: 'sku', message: 'This SKU is already on line 2.' }] },
        {
          row: 5,
          errors: [{ column: 'sku', message: 'You already use this SKU on another product.' }],
        },
      ],
    });
    const names = (await v.call('GET', '/api/vendor/products?sort=name-asc')).json().items;
    expect(names.map((p: { name: string }) => p.name)).toEqual(['Clean Balm', 'Old Kajal']);
  });

  it('round-trips an export with variants: ids, SKUs and stock stay, nothing is added', async () => {
    const v = await signedInVendor(t);
    const created = await v.call('POST', '/api/vendor/products', {
      payload: {
        name: 'Dewy Skin Tint',
        description: 'Sheer, with SPF.',
        category: 'makeup',
        subcategory: 'face',
        tags: ['tint'],
        price: 899,
        originalPrice: null,
        isOnSale: false,
        isNew: true,
        stockQuantity: 1,
        lowStockThreshold: 3,
        status: 'draft',
        attributes: ['finish:dewy', 'skin-type:dry'],
        options: [
          { name: 'Tone', kind: 'shade' },
          { name: 'Size', kind: 'other' },
        ],
        variants: [
          { sku: 'TINT-F-15', options: ['Fair', '15 ml'], price: 899, stockQuantity: 4 },
          { sku: 'TINT-F-30', options: ['Fair', '30 ml'], price: 1499, stockQuantity: 2 },
          {
            sku: 'TINT-M-15',
            options: ['Medium', '15 ml'],
            swatchHex: '#c69c7b',
            price: 899,
            stockQuantity: 0,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = created.json();
    const exported = (await v.call('GET', '/api/vendor/products/export.csv')).body;
    const { data } = Papa.parse<Record<string, string>>(exported.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data.map((r) => [r.sku, r.option1_value, r.option2_value, r.stock])).toEqual([
      ['TINT-F-15', 'Fair', '15 ml', '4'],
      ['TINT-F-30', 'Fair', '30 ml', '2'],
      ['TINT-M-15', 'Medium', '15 ml', '0'],
    ]);
    expect(data[0]).toMatchObject({
      attributes: 'finish:dewy|skin-type:dry',
      option1_name: 'Tone',
    });
    const res = await importCsv(v, exported);
    expect(res.json()).toEqual({ created: 0, updated: 1, failed: 0, errors: [] });
    const after = (await v.call('GET', `/api/vendor/products/${before.id}`)).json();
    expect(after.variants).toEqual(before.variants);
    expect(after).toMatchObject({
      options: before.options,
      attributes: before.attributes,
      price: 899,
      stockQuantity: 6,
    });
  });

  it('imports the example of docs/csv-format.md as written', async () => {
    const v = await signedInVendor(t);
    const doc = fs.readFileSync(path.join(process.cwd(), 'docs/csv-format.md'), 'utf8');
    const example = /```csv\n([\s\S]*?)```/.exec(doc)![1]!;
    const res = await importCsv(v, example);
    expect(res.json()).toEqual({ created: 2, updated: 0, failed: 0, errors: [] });
    const list = (await v.call('GET', '/api/vendor/products?sort=name-asc')).json();
    expect(
      list.items.map((p: { name: string; variantCount: number; status: string }) => [
        p.name,
        p.variantCount,
        p.status,
      ]),
    ).toEqual([
      ['Matte Velvet Lipstick', 3, 'draft'],
      ['Rose Water Toner', 1, 'draft'],
    ]);
  });

  it('refuses files with missing or unknown columns, no rows, or that are too big', async () => {
    const v = await signedInVendor(t);
    const missing = await importCsv(v, 'name,colour\nKajal,black');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(
      /^Missing columns: category, price, stock\. Unknown column: colour\./,
    );
    expect((await importCsv(v, `${HEADER}\n`)).statusCode).toBe(422);
    const huge = await importCsv(v, `${HEADER}\n${'x'.repeat(1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('The CSV file is larger than 1 MB. Choose a smaller file.');
    expect((await v.call('GET', '/api/vendor/products')).json().total).toBe(0);
  });
});
