import { endpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** GET /api/countries: the list behind the country dropdown. */
export const getCountries = () => callApi(endpoints.listCountries);

export const useCountries = () => useQuery({ queryKey: [endpoints.listCountries.path], queryFn: getCountries });
