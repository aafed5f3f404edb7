// What the app and other features may use of features/einvoicing; the rest of the folder is its own.
export { DocumentEinvoicingSection } from './document-einvoicing-section.tsx';
export { EinvoicingSettingsPage } from './einvoicing-settings-page.tsx';
