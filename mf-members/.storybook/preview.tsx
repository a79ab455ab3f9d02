import { screenPreview } from '@nextlevel/shell/stories';
import MembersRoutes from '../src/app/routes';

export default screenPreview({ routes: MembersRoutes, base: '/members' });
