import { isolatedTests } from '../vitest.isolation';
import config from './vitest.config';

export default isolatedTests(config);
