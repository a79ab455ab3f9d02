// Vite's import.meta.glob, as vitest provides it (vite/client types are not a dependency here).
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
}
