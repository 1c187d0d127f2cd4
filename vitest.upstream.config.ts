import { workerdTestConfig } from './tests/workerd-config.ts';

/**
 * Upstream mode (API_ORIGIN set) in workerd. The worker under test forwards /weapp/api, looks viewers up and
 * exchanges Google credentials through `https://upstream.test`; tests/upstream/stub-upstream.ts answers that
 * origin with the embedded backend itself (a second instance of the app with API_ORIGIN unset, on the same D1),
 * so the mode is proven against a real backend. Runs the /weapp/api contract suites again plus the upstream page
 * suite.
 */
export default workerdTestConfig({
  include: ['tests/worker/api-accounts.test.ts', 'tests/worker/api-google.test.ts', 'tests/worker/goal-api.test.ts', 'tests/upstream/**/*.test.ts'],
  setupFiles: ['./tests/worker/setup.ts', './tests/upstream/stub-upstream.ts'],
  bindings: { API_ORIGIN: 'https://upstream.test' },
});
