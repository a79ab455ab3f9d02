import { renderStandalone } from '@nextlevel/shell/standalone';
import PublicRoutes from './app/routes';

renderStandalone(PublicRoutes, '/');
