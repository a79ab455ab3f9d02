import type { RuleSetRule } from '@rspack/core';

/** TypeScript and JSX through SWC; CSS Modules for *.module.css, plain CSS otherwise. */
export const rules = (dev: boolean): RuleSetRule[] => [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      },
    },
    type: 'javascript/auto',
  },
  { test: /\.css$/, type: 'css/auto' },
  { test: /\.(svg|png|ico|webp|woff2?)$/, type: 'asset/resource' },
];
