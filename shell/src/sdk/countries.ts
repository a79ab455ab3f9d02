import type { Country } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** GET /api/countries: the list behind the country dropdown. */
export const getCountries = () => apiRequest<Country[]>(api.countries);

export const useCountries = () => useQuery({ queryKey: [api.countries], queryFn: getCountries });
