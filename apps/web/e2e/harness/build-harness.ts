import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

/**
 * Builds the test page (harness/index.html) in memory with the app's own toolchain. Answers each output
 * file by its path under `base`, ready for Playwright's page.route to serve.
 */
export async function buildHarness(base: string): Promise<Map<string, { body: Buffer; type: string }>> {
  const root = new URL('.', import.meta.url).pathname;
  const result = (await build({
    configFile: false,
    root,
    base,
    logLevel: 'warn',
    plugins: [react()],
    build: { write: false, outDir: 'dist', target: 'es2022', minify: false },
  })) as Rollup.RollupOutput;
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const item of result.output) {
    const body = Buffer.from(item.type === 'chunk' ? item.code : item.source);
    const type = item.fileName.endsWith('.html')
      ? 'text/html'
      : item.fileName.endsWith('.css')
        ? 'text/css'
        : 'text/javascript';
    files.set(`${base}${item.fileName}`, { body, type });
  }
  return files;
}
