// The document libraries, loaded when a document is first made rather than when the server starts: exceljs, pdfkit
// and qrcode are a third of the modules a start reads (1–2 s of CPU, 60 MB of memory) for files a process may never
// draw. Each import runs once; later calls get the same module.

/** exceljs (spreadsheets: exports, the import's template and its reading). */
export const loadExcel = async () => (await import('exceljs')).default;

/** pdfkit's document class (every PDF). */
export const loadPdfKit = async () => (await import('pdfkit')).default;

/** qrcode (badges, stock labels). */
export const loadQrCode = async () => (await import('qrcode')).default;
