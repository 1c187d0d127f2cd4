// Worker tests inside workerd with the bindings of wrangler.toml (local D1, assets from dist/public), embedded
// backend; pure modules' tests beside the code run here too.
import { workerdTestConfig } from './tests/workerd-config.ts';

export default workerdTestConfig({
  include: ['tests/worker/**/*.test.ts', 'tests/worker/**/*.test.tsx', 'src/**/*.test.ts'],
  setupFiles: ['./tests/worker/setup.ts'],
});
