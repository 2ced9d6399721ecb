// Debian's Chromium, headless with a fresh profile and a DevTools port, for a tool that drives a browser it did not
// launch (Lighthouse). Flags as Lighthouse's own launcher sets them, plus --no-sandbox: Chromium runs as root here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.mjs';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--remote-debugging-port=0',
];

/** A cookie as Playwright takes it, from one Set-Cookie line the store sent to `url`. */
function cookieFrom(url, line) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const has = (name) => attributes.find((attribute) => attribute.toLowerCase().startsWith(name));
  const sameSite = has('samesite=')?.split('=')[1];
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    url,
    httpOnly: !!has('httponly'),
    secure: !!has('secure'),
    ...(sameSite ? { sameSite: sameSite[0].toUpperCase() + sameSite.slice(1).toLowerCase() } : {}),
  };
}

/** Starts Chromium; `port` is its DevTools port. `close()` stops it and removes its profile. */
export async function launchDebuggableChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-bench-chromium-'));
  const child = spawn(chromiumPath(), [...flags, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const listening = (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (!match) return;
      child.stderr.off('data', listening).resume();
      resolve(Number(match[1]));
    };
    child.stderr.on('data', listening);
    exited.then((code) => reject(new Error(`Chromium exited (${code}) before it listened: ${output.slice(-500)}`)));
  });
  return {
    port,
    /** Gives the browser the cookies the store set with these Set-Cookie lines, as if it had visited `url`. */
    async addCookies(url, setCookieLines) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        await browser.contexts()[0].addCookies(setCookieLines.map((line) => cookieFrom(url, line)));
      } finally {
        // Disconnects only: a browser Playwright connected to keeps running.
        await browser.close();
      }
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
