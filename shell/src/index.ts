import { yieldToMain } from './yield-to-main';

// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
// In a task of its own: this script's evaluation (the MF runtime) is one long task already.
void yieldToMain().then(() => import('./bootstrap'));
