// Development only: the remote on its own page. The async boundary lets shared modules settle first.
void import('./standalone-bootstrap');
