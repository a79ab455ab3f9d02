import { setupComponentTests } from '@nextlevel/shell/testing/setup';

setupComponentTests();
