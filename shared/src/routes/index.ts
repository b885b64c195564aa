export * from './manifest';
export * from './match';
