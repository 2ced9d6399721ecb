export { emptyTestDatabase, testBackends, type TestBackend, type TestBackendOptions, type OpenedTestDatabase } from './test-backends';
export { anonymousTestIdentity, signedIdentityHeaders } from './test-identity';
export { listenOnFreePort, closeServer, freeLocalUrl, type ListeningTestServer } from './test-server';
export { startRealCatalog, type RealCatalog } from './real-catalog';
export {
  describeOnEachTestBackend,
  startOnBackend,
  type BackendSetup,
  type OnEachBackendOptions,
  type SuiteChecks,
  type StartedOnBackend,
} from './describe-on-each-backend';
export * from './attack';
export { emptyBuiltRemote } from './remote-fixture';
