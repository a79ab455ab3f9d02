import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { DEFAULT_PROMPT_KEY, type SettingValue } from '../../contract/snippets';
import { Setting } from '../../models/setting';
import type { AlsoInTransaction } from '../activity/staff-actions';

export interface DefaultPromptDeps {
  db: Knex;
  clock: Clock;
}

/**
 * The default prompt (product §2 Settings, §3 settings.default_snippet_prompt). The seed stores one;
 * without a row it reads as empty rather than 404, so the settings screen shows an empty template to
 * fill in and the snippet form builds its prompt without one, instead of both showing an error.
 */
export const createDefaultPrompt = ({ db, clock }: DefaultPromptDeps) => ({
  async read(): Promise<SettingValue> {
    const setting = await Setting.query(db).findById(DEFAULT_PROMPT_KEY).select('value');
    return { value: setting?.value ?? '' };
  },

  /** Upserts the row: a database seeded without the prompt gets it on the first save. `also` runs in the same transaction. */
  async save(value: string, also?: AlsoInTransaction<SettingValue>): Promise<SettingValue> {
    const saved = { value };
    await db.transaction(async (trx) => {
      await Setting.query(trx)
        .insert({ key: DEFAULT_PROMPT_KEY, value, updated_date: clock.now() })
        .onConflict('key')
        .merge(['value', 'updated_date']);
      await also?.(trx, saved);
    });
    return saved;
  },
});
