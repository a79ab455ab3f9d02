import { renderStandalone } from '@nextlevel/shell/standalone';
import MembersRoutes from './app/routes';

renderStandalone(MembersRoutes, '/members');
