#!/usr/bin/env node
// Finds the system Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium, else installs
// Debian's package when running as root. Never downloads a browser of its own, never skips silently.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) return false;
  console.log('Chromium absent : installation du paquet Debian « chromium » (apt-get)…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      timeout: 15 * 60 * 1000,
    });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found && install()) found = findChromium();
  if (!found) {
    console.error(
      'Les tests de bout en bout ont besoin de Chromium et aucun n’a été trouvé.\n' +
        '  - Debian/Ubuntu : sudo apt-get install chromium\n' +
        '  - ou indiquez son chemin : CHROME_PATH=/chemin/vers/chromium npm test',
    );
    process.exit(1);
  }
  console.log(`Chromium : ${found}`);
}
