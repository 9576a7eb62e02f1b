import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Chromium 156 draws its address bar's suggestion popups as web pages, and its headless mode opens two of
 * them (two renderer processes) for every window, which is every journey's browser context: a sixth of the
 * journeys' time on the two-core CI machine went into pages no journey looks at.
 */
const OURS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium reads only the last --disable-features switch, and Playwright puts its own list (features that
 * break automation or call Google at start) before the launch arguments, so the switch we add repeats that
 * list. Playwright does not export it: it is read from the installed playwright-core (pinned in the lockfile),
 * and a Playwright that has moved it stops the run here rather than losing its list without a word.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = bundle.match(/\bdisabledFeatures = \[([\s\S]*?)\]/)?.[1];
  const names = list ? [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1] as string) : [];
  if (!names.includes('AvoidUnnecessaryBeforeUnloadCheckSync'))
    throw new Error(
      'chromium-args.ts: playwright-core no longer lists its disabled Chromium features where it did',
    );
  return names;
}

export const disableFeaturesSwitch = `--disable-features=${[...playwrightDisabledFeatures(), ...OURS].join(',')}`;
