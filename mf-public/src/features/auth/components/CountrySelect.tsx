import { Select } from '@nextlevel/design-system';
import { useCountries } from '@nextlevel/shell/countries';

interface CountrySelectProps {
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  onValueChange: (value: string) => void;
}

/** The country dropdown, filled from GET /api/countries. */
export function CountrySelect(props: CountrySelectProps) {
  const countries = useCountries();
  const options = (countries.data ?? []).map((c) => ({ value: c.id, label: c.country }));
  const placeholder = countries.isPending ? 'Loading countries...' : countries.isError ? 'Could not load countries' : 'Select your country';
  return <Select label="Country" required options={options} placeholder={placeholder} disabled={!countries.isSuccess} {...props} />;
}
