import { setupComponentTests } from './src/sdk/testing/setup';

setupComponentTests();
