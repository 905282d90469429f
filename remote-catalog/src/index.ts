// Dev harness entry (development builds only). The async import lets federation negotiate the
// shared singletons first.
import('./dev/start');
