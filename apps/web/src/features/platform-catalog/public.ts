// What other features may use of features/platform-catalog; the rest of the folder is its own.
export {
  useAgencyCatalogItems,
  useAgencyDiscounts,
  useAgencyReportTemplates,
  useAgencySpecialties,
} from './api/agency-catalog.ts';
