// Async boundary: the federation runtime settles the shared modules before React runs.
import('./bootstrap.jsx');
