import '@nextlevel/design-system/tokens.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createLazyAreas } from './remotes/lazy-areas';
import { loadArea } from './remotes/load-area';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<App areas={createLazyAreas(loadArea)} />);
