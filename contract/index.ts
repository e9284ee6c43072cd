export * from './constants';
export * from './account';
export * from './envelope';
export * from './content';
export * from './masking';
export * from './demand';
export * from './site-configs';
export * from './staff';
