export { testBackends, type TestBackend, type TestBackendOptions, type OpenedTestDatabase } from './test-backends';
