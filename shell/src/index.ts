// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
void import('./bootstrap');
