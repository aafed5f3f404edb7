// What other modules, the app and the tests may use of modules/contracts; the rest of the folder is its own.
export { adminContractRoutes } from './admin-routes.ts';
export { type ContractPdfContent, renderContractPdf, sha256Hex } from './draw-contract-pdf.ts';
export { contractSignatureRoutes } from './public-routes.ts';
export { contractRoutes } from './routes.ts';
