import { Select, type SelectOption } from '@nextlevel/design-system';
import { useState } from 'react';

// Radix Select has no empty value; this one stands for All and never reaches the URL.
const ALL = '\u0000all';

export interface OptionSelectProps {
  label: string;
  /** The options the other filters leave (SPEC §4), id → name. */
  options: readonly SelectOption[];
  /** The chosen id, '' for All. */
  value: string;
  onChoose: (id: string) => void;
}

/**
 * An author or category filter with All first. A chosen option that narrower options no longer
 * hold keeps the name it was chosen by, so the select never shows a blank choice.
 */
export function OptionSelect({ label, options, value, onChoose }: OptionSelectProps) {
  const [seen, setSeen] = useState<{ from: readonly SelectOption[]; names: ReadonlyMap<string, string> }>({ from: [], names: new Map() });
  if (seen.from !== options)
    setSeen({ from: options, names: new Map([...seen.names, ...options.map((o) => [o.value, o.label] as const)]) });
  const missing = value && !options.some((o) => o.value === value) ? seen.names.get(value) : undefined;
  const all = [{ value: ALL, label: 'All' }, ...(missing ? [{ value, label: missing }] : []), ...options];
  return <Select label={label} options={all} value={value || ALL} onValueChange={(v) => onChoose(v === ALL ? '' : v)} />;
}
