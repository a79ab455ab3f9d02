import { renderStandalone } from '@nextlevel/shell/standalone';
import InternalRoutes from './app/routes';

renderStandalone(InternalRoutes, '/internal');
