// Packages only some requests use (PDFs, pictures, barcodes), loaded the first time one does.
// Imported at start they cost about 0.4 s of a restart's CPU (pdfkit with its fonts, pdf-lib,
// sharp, bwip-js), most of the 3 s a restart may take (issue #35); the first invoice, label or
// upload after a start pays its package's load once.

export const onDemand = {
  sharp: async () => (await import('sharp')).default,
  pdfKit: async () => (await import('pdfkit')).default,
  pdfLib: async () => (await import('pdf-lib')).PDFDocument,
  bwip: async () => (await import('bwip-js/node')).default,
};
