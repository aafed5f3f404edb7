// What the app may use of features/contracts; the rest of the folder is its own.
export { ContractTemplateAdminPage } from './admin/contract-template-admin-page.tsx';
export { ContractTemplatesAdminPage } from './admin/contract-templates-admin-page.tsx';
export { ContractsPage } from './contracts-page.tsx';
export { CustomerContractExpirations } from './customer-contract-expirations.tsx';
