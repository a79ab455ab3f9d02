import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Read by storybook-react-rsbuild: compiles the stories' JSX with the automatic runtime.
export default defineConfig({
  plugins: [pluginReact()],
});
