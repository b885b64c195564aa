import { request } from './client';
import { companySchema, type Company } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const companiesResponseSchema = lazySchema(() => listOf(companySchema));

/** GET /v1/fetch_companies: the partner operators (company.company_name). */
export const fetchCompanies = (): Promise<Company[]> => request({ method: 'GET', url: '/v1/fetch_companies' }, companiesResponseSchema);
