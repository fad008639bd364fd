import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { guardCell, unguardCell } from './csv-export';
import { createdProduct, signedInVendor, tempDataDir, type TestVendor } from './test-vendor';

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
      created: 2,
      updated: 0,
      failed: 3,
      errors: [
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
      ['Neem Face Wash', 'published'],
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
