import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS } from '@nextlevel/bff/contract';
import { Button, FilterBar, Select, TextField } from '@nextlevel/design-system';
import { useState, type FormEvent } from 'react';
import { noFilters, type ActivityFilters } from '../api/get-activity';
import styles from '../ActivityPage.module.css';
import { isActivityKind } from '../use-activity-filters';

// Radix Select takes no empty value: "all" stands for no kind filter.
const ALL = 'all';
const kindOptions = [
  { value: ALL, label: 'All kinds' },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];

const sameFilters = (a: ActivityFilters, b: ActivityFilters) =>
  a.user === b.user && a.kind === b.kind && a.from === b.from && a.to === b.to;

export interface ActivityFilterBarProps {
  applied: ActivityFilters;
  summary: string;
  onApply: (filters: ActivityFilters) => void;
}

/**
 * The Activity screen's filters: the account (e-mail or id), the kind, and the days from and to
 * (both included, UTC). They apply with "Apply filters" (or Enter); "Reset filters" clears them.
 * Filters applied from elsewhere (a link, back and forward) replace what the fields hold.
 */
export function ActivityFilterBar({ applied, summary, onApply }: ActivityFilterBarProps) {
  const [draft, setDraft] = useState<ActivityFilters>(applied);
  const [seen, setSeen] = useState(applied);
  if (!sameFilters(seen, applied)) {
    setSeen(applied);
    setDraft(applied);
  }
  const set = (field: 'user' | 'from' | 'to') => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, user: draft.user.trim() });
  };
  const filtered = Object.values(applied).some(Boolean);
  return (
    <FilterBar
      summary={summary}
      onReset={() => {
        setDraft(noFilters);
        onApply(noFilters);
      }}
      resetDisabled={!filtered && !Object.values(draft).some(Boolean)}
      collapsible
      activeFilters={Object.values(applied).filter(Boolean).length}
    >
      <form className={styles.filters} onSubmit={submit} aria-label="Activity filters">
        <TextField
          label="User"
          placeholder="E-mail or user id"
          value={draft.user}
          onChange={(e) => set('user')(e.target.value)}
          autoComplete="off"
        />
        <Select
          label="Kind"
          options={kindOptions}
          value={draft.kind || ALL}
          onValueChange={(value) => setDraft((d) => ({ ...d, kind: isActivityKind(value) ? value : '' }))}
        />
        <TextField label="From" type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        <TextField label="To" type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
        <Button type="submit" className={styles.apply}>
          Apply filters
        </Button>
      </form>
    </FilterBar>
  );
}
