// Async boundary: shared singletons (react, the store, ...) are negotiated before the app runs.
import('./bootstrap');
