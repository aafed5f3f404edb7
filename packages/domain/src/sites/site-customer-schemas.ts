import { z } from 'zod';

/** GET {agency}/sites/customers: the agency's customers a site may belong to, by name (the site form's choice). */
export const zSiteCustomerOption = z.object({ id: z.string(), name: z.string() });
export type SiteCustomerOption = z.infer<typeof zSiteCustomerOption>;
export const zSiteCustomerOptions = z.array(zSiteCustomerOption);
