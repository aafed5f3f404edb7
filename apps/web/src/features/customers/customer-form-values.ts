import {
  type Customer,
  type CustomerSaveInput,
  defaultCustomerInfos,
  zCustomerSave,
} from '@securite/domain/customers/customer-schemas';
import type { SettlementPeriod } from '@securite/domain/customers/settlement';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface ContactFormValues {
  id: string | null;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  position: string;
  invoiceRecipient: boolean;
  estimateRecipient: boolean;
  planningRecipient: boolean;
  sendCustomerInterventionReport: boolean;
  sendCustomerServiceEventReport: boolean;
}

export interface DiscountFormValues {
  label: string;
  kind: 'percent' | 'amount';
  /** As typed: « 5 » (%) or « 150,50 » (€). */
  value: string;
}

export interface CustomerFormValues {
  type: 'company' | 'individual';
  name: string;
  email: string;
  phone: string;
  street: string;
  complement: string;
  zipcode: string;
  city: string;
  siren: string;
  vatNumber: string;
  prospect: boolean;
  generateCustomerNumberId: boolean;
  settlementPeriod: SettlementPeriod;
  settlementPeriodDays: number | null;
  /** Comma-separated, as typed. */
  specialties: string;
  comments: string;
  logoFileId: string | null;
  userCompanies: ContactFormValues[];
  discounts: DiscountFormValues[];
}

export const emptyContact = (): ContactFormValues => ({
  id: null,
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  position: '',
  invoiceRecipient: false,
  estimateRecipient: false,
  planningRecipient: false,
  sendCustomerInterventionReport: false,
  sendCustomerServiceEventReport: false,
});

const decimal = (value: number) => String(value).replace('.', ',');

/** The form's values for a customer (or a new one). */
export function customerFormValues(customer: Customer | null, prospect = false): CustomerFormValues {
  const infos = customer?.customerInfos ?? { ...defaultCustomerInfos, prospect };
  return {
    type: customer?.type ?? 'company',
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    street: customer?.address.street ?? '',
    complement: customer?.address.complement ?? '',
    zipcode: customer?.address.zipcode ?? '',
    city: customer?.address.city ?? '',
    siren: customer?.siren ?? '',
    vatNumber: customer?.vatNumber ?? '',
    prospect: infos.prospect,
    generateCustomerNumberId: infos.generateCustomerNumberId,
    settlementPeriod: infos.settlementPeriod,
    settlementPeriodDays: infos.settlementPeriodDays,
    specialties: infos.specialties.join(', '),
    comments: customer?.comments ?? '',
    logoFileId: customer?.logo?.id ?? null,
    userCompanies: (customer?.userCompanies ?? []).map(({ hasAccount: _account, ...c }) => ({
      ...c,
      firstname: c.firstname ?? '',
      phone: c.phone ?? '',
      position: c.position ?? '',
    })),
    discounts: (customer?.companyDiscounts ?? []).map((d) => ({
      label: d.label,
      kind: d.kind,
      // Basis points and cents are both hundredths of what is typed (a percent, euros).
      value: decimal(d.value / 100),
    })),
  };
}

/** « 5,5 » → 550 (hundredths: basis points for a percent, cents for an amount); NaN when not a number. */
const hundredths = (text: string) => Math.round(Number(text.trim().replace(',', '.')) * 100);

/** The POST {agency}/customer body of the form's values. */
export function toCustomerSave(values: CustomerFormValues, id: string | null): CustomerSaveInput {
  return {
    ...(id ? { id } : {}),
    type: values.type,
    name: values.name,
    email: values.email,
    phone: values.phone,
    address: { street: values.street, complement: values.complement, zipcode: values.zipcode, city: values.city },
    siren: values.siren,
    vatNumber: values.vatNumber,
    customerInfos: {
      prospect: values.prospect,
      generateCustomerNumberId: values.generateCustomerNumberId,
      settlementPeriod: values.settlementPeriod,
      settlementPeriodDays: values.settlementPeriod === 'onReceipt' ? 0 : (values.settlementPeriodDays ?? 0),
      specialties: [
        ...new Set(
          values.specialties
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ],
    },
    comments: values.comments,
    logoFileId: values.logoFileId,
    userCompanies: values.userCompanies.map(({ id: contactId, ...c }) => ({
      ...(contactId ? { id: contactId } : {}),
      ...c,
    })),
    companyDiscounts: values.discounts.map((d) => ({ label: d.label, kind: d.kind, value: hundredths(d.value) })),
  };
}

/** An API path (address.city, companyDiscounts.0.value…) as the form's field. */
export function formPathOf(path: string): string {
  return path
    .replace(/^address\./, '')
    .replace(/^customerInfos\./, '')
    .replace(/^companyDiscounts\./, 'discounts.');
}

/** The domain's schema checks the form (the same French messages as the server). */
export function customerResolver(id: string | null): Resolver<CustomerFormValues> {
  return async (values) => {
    const parsed = zCustomerSave.safeParse(toCustomerSave(values, id));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.join('.'));
      errors[path] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: nest(errors) as FieldErrors<CustomerFormValues> };
  };
}

/** { 'userCompanies.0.email': e } → { userCompanies: [{ email: e }] }, as react-hook-form reads errors. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = error;
        return;
      }
      node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}
