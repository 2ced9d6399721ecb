export * from './money/types';
export * from './pages/page-types';
export * from './pages/catalog-types';
export * from './app-shell/types';
export * from './shell-config/types';
export * from './events/types';
