import { screenPreview } from '@nextlevel/shell/stories';
import PublicRoutes from '../src/app/routes';

export default screenPreview({ routes: PublicRoutes, base: '/' });
