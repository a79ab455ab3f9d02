// `pnpm bench` (after `pnpm build`): every bench in one run, each printing its own figures.
import fs from 'node:fs';

const benches = [
  'load',
  'snippets',
  'internal-list',
  'internal-list-screen',
  'snippet-form-screen',
  'upload',
  'upload-memory',
  'ingest',
  'analytics-read',
  'canary',
  'soak',
  'bundle',
  'favourites-typing',
  'csv-preview',
  'lighthouse',
];
let failed = false;
for (const name of benches) {
  const file = new URL(`./${name}.ts`, import.meta.url);
  if (!fs.existsSync(file)) continue;
  const mod = (await import(file.href)) as { default: () => Promise<void> };
  try {
    await mod.default();
  } catch (err) {
    failed = true;
    console.error(`bench ${name} failed:`, err);
  }
}
process.exit(failed ? 1 : 0);
