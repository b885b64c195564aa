// Async boundary: the federation runtime settles the shared singletons before any React code runs.
import('./bootstrap');
