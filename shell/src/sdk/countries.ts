import { coreEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** GET /api/countries: the list behind the country dropdown. */
export const getCountries = () => callApi(coreEndpoints.listCountries);

export const useCountries = () => useQuery({ queryKey: [coreEndpoints.listCountries.path], queryFn: getCountries });
