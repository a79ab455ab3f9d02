import * as v from 'valibot';

/**
 * A page an area renders at build time, published beside its mf-manifest.json (the path is
 * relative to the manifest's folder). The bff puts `html` inside #root and links `styles`
 * (relative to the same folder) for a visitor who is not signed in, so the page is painted
 * before any script runs; the shell then hydrates it (decision 023).
 */
export const prerenderedPages = { '/': 'prerender/landing.json' } as const satisfies Record<string, string>;
export const prerenderedPageSchema = v.object({
  html: v.string(),
  styles: v.array(v.pipe(v.string(), v.regex(/^(?!.*\.\.)[\w./-]+\.css$/))),
});
export type PrerenderedPage = v.InferOutput<typeof prerenderedPageSchema>;
