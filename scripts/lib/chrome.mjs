// The browser that scripts/bench.mjs and scripts/lighthouse-a11y.mjs measure with, and how it is
// started: the same Chromium with the same switches, so that their figures compare.
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Root in a sandbox with a closed network: the browser tests' Chromium starts with these too. */
export const CHROME_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const CHROME_FLAGS = ['--headless=new', ...CHROME_SWITCHES];
// Chromium keeps the address bar's drop-down, a WebUI page, in a renderer of its own even when
// headless, and updates it on every navigation: 10–20 ms of script and as much in the browser
// process, on one of the two cores, while the page under test commits. It is the browser's own
// interface, not the site, so it is switched off as chrome-launcher's defaults switch off
// translation and the like (docs/decisions/0017-bench-without-browser-ui-and-lazy-sections.md).
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
// Chromium reads only the last --disable-features, so the list joins chrome-launcher's own; a
// launch with it passes `ignoreDefaultFlags: true`, the defaults being in the list already.
export const LIGHTHOUSE_CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_FEATURES.join(',')}` : flag,
  ),
  ...CHROME_FLAGS,
];
