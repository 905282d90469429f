export { TrayRenderer, trayRegistry, type TrayRegistry } from './registry';
