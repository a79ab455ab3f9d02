import { screenPreview } from '@nextlevel/shell/stories';
import InternalRoutes from '../src/app/routes';

export default screenPreview({ routes: InternalRoutes, base: '/internal' });
