export * from './fields';
export * from './envelope';
export * from './site-settings';
export * from './trays';
export * from './franchise';
export * from './pages';
export * from './offices';
export * from './booking';
