export * from './messages';
export * from './rules';
export * from './us-states';
export * from './estimate-form';
export * from './estimate';
export * from './appointment';
