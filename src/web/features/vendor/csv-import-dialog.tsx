// Importing products from a CSV file: choose or drop the file, send it, then read what was
// added or updated and, row by row, what was wrong with the rest.
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { CSV_COLUMNS, PRODUCT_LIMITS } from '../../../domain/schemas/vendor-products';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useImportProducts } from './products-api';

export function CsvImportDialog() {
  const importCsv = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = importCsv.data;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    importCsv.reset();
    setTooBig(chosen.size > PRODUCT_LIMITS.csvBytes);
    setFile(chosen);
  };

  return (
    <DialogContent width="max-w-2xl" className="sm:p-8">
      <DialogHeader>
        <DialogTitle>Import products from CSV</DialogTitle>
        <DialogDescription>
          One row per variant: rows with the same id (or, for a new product, the same name) are one
          product, whose details come from its first row. A row without an id adds; a row with the
          id of one of your products updates it. Up to{' '}
          {PRODUCT_LIMITS.csvRows.toLocaleString('en-IN')} rows and 1 MB.
        </DialogDescription>
        <details className="text-sm text-sand-700">
          <summary className="cursor-pointer font-medium text-ink">The columns</summary>
          <p className="mt-2">
            Export your products to get a file in this format: {CSV_COLUMNS.join(', ')}.
          </p>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            <li>
              <code>sku</code> is the variant’s, unique among your products; a product without
              options may leave it empty.
            </li>
            <li>
              <code>option1_name</code> and <code>option1_value</code> (and option 2) name the
              variant, like Shade = Ruby and Size = 4 g; <code>swatch_hex</code> is the shade’s
              colour, like #9b1b30.
            </li>
            <li>
              <code>price</code>, <code>original_price</code> and <code>stock</code> are the
              variant’s; <code>attributes</code> lists tokens like <code>finish:matte</code>{' '}
              separated by |.
            </li>
          </ul>
        </details>
      </DialogHeader>

      {result ? (
        <div className="grid gap-4" role="status">
          <p className="text-sm text-ink">
            <strong>{pluralize(result.created, 'product')}</strong> added,{' '}
            <strong>{result.updated}</strong> updated
            {result.failed ? (
              <>
                , <strong className="text-danger">{pluralize(result.failed, 'row')}</strong> not
                imported:
              </>
            ) : (
              '.'
            )}
          </p>
          {result.errors.length ? (
            <div className="max-h-72 overflow-y-auto rounded-xl border border-sand-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Rows that were not imported</caption>
                <thead className="sticky top-0 bg-sand-50 text-xs text-sand-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Row
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Column
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-sand-100">
                  {result.errors.flatMap((rowError) =>
                    rowError.errors.map((e, i) => (
                      <tr key={`${rowError.row}-${i}`}>
                        <td className="px-3 py-2 tabular-nums">{rowError.row}</td>
                        <td className="px-3 py-2 font-mono text-xs">{e.column}</td>
                        <td className="px-3 py-2">{e.message}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-4">
          <FormAlert
            message={
              tooBig
                ? 'This file is larger than 1 MB. Split it into smaller files.'
                : importCsv.error
                  ? importCsv.error.message
                  : null
            }
          />
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              choose(e.dataTransfer.files[0]);
            }}
            className={cn(
              'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors',
              dragging ? 'border-rose-600 bg-rose-50' : 'border-sand-300 bg-sand-50',
            )}
          >
            <FileSpreadsheet aria-hidden="true" className="size-8 text-rose-700" />
            <p className="text-sm text-sand-700">
              {file ? (
                <span className="font-medium text-ink">{file.name}</span>
              ) : (
                'Drop a .csv file here, or'
              )}
            </p>
            <input
              ref={inputRef}
              id="csv-file"
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              tabIndex={-1}
              className="sr-only"
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
              {file ? 'Choose Another File' : 'Choose a File'}
            </Button>
          </div>
        </div>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{result ? 'Done' : 'Cancel'}</Button>
        </DialogClose>
        {result ? null : (
          <Button
            disabled={!file || tooBig}
            loading={importCsv.isPending}
            onClick={() => file && importCsv.mutate(file)}
          >
            <Upload aria-hidden="true" />
            Import
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}
