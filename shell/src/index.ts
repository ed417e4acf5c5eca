// The async boundary: shared singletons are negotiated before any of them is imported. In
// production the entry itself starts only once a server-rendered page has loaded (startAfterLoad.ts).
void import('./bootstrap');
