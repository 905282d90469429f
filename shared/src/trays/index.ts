export { TrayRenderer, trayRegistry, type TrayRegistry } from './registry';
export { ContentArticle } from './ContentArticle';
